#!/usr/bin/env python3
"""Writes the springtune(1) man page from the command definitions.

    springtune --experimental-dump-help | python3 Scripts/make-man.py > docs/man/springtune.1

ArgumentParser's dump of every command (abstract, discussion, arguments) is laid out as
man(7) roff. Text is escaped for groff: backslashes, leading dots and quotes, hyphens in
option names, and every non-ASCII character as a groff Unicode escape (\\[u2265] for ≥), so
`man` shows ≥, −, …, ζ as they are written in the help texts and prints no warnings.
`make man` runs it; a test checks the committed page is current and renders cleanly.
"""
import json
import sys


def escape(text):
    out = []
    for ch in text:
        if ch == "\\":
            out.append("\\e")
        elif ch == "-":
            out.append("\\-")
        elif ord(ch) > 127:
            out.append("\\[u%04X]" % ord(ch))
        else:
            out.append(ch)
    return "".join(out)


def line(text):
    """One roff text line: a leading dot or quote would start a request."""
    text = escape(text)
    if text.startswith((".", "'")):
        text = "\\&" + text
    return text


def paragraph(text):
    lines = []
    for raw in text.split("\n"):
        if raw.strip() == "":
            lines.append(".PP")
        elif raw.startswith("  "):
            # Indented examples keep their layout.
            lines.append(".nf")
            lines.append(line(raw.strip()))
            lines.append(".fi")
        else:
            lines.append(line(raw))
    return lines


def names(argument):
    parts = []
    for name in argument.get("names", []):
        parts.append(("-" if name["kind"] == "short" else "--") + name["name"])
    return ", ".join(parts)


def synopsis(path, command):
    words = ["springtune"] + path
    for argument in command.get("arguments", []):
        if not argument.get("shouldDisplay", True):
            continue
        if argument["kind"] == "positional":
            word = "<%s>" % argument.get("valueName", "value")
        else:
            preferred = argument.get("preferredName") or argument["names"][0]
            word = ("-" if preferred["kind"] == "short" else "--") + preferred["name"]
            if argument["kind"] == "option":
                word += " <%s>" % argument.get("valueName", "value")
        if argument.get("isRepeating"):
            word += " ..."
        if argument.get("isOptional"):
            word = "[" + word + "]"
        words.append(word)
    return " ".join(words)


def section(path, command, out):
    title = " ".join(["springtune"] + path)
    out.append(".SH " + ("DESCRIPTION" if not path else line(title)))
    if command.get("abstract"):
        out.extend(paragraph(command["abstract"]))
    out.append(".PP")
    out.append(".B " + line(synopsis(path, command)))
    if command.get("discussion"):
        out.append(".PP")
        out.extend(paragraph(command["discussion"]))
    for argument in command.get("arguments", []):
        if not argument.get("shouldDisplay", True):
            continue
        label = "<%s>" % argument.get("valueName", "value") if argument["kind"] == "positional" else names(argument)
        if argument["kind"] == "option":
            label += " <%s>" % argument.get("valueName", "value")
        out.append(".TP")
        out.append(".B " + line(label))
        help_text = argument.get("abstract", "")
        if argument.get("discussion"):
            help_text += " " + argument["discussion"]
        if argument.get("defaultValue"):
            help_text += " (default: %s)" % argument["defaultValue"]
        out.extend(paragraph(help_text) if help_text else [""])
    for sub in command.get("subcommands", []):
        if sub.get("shouldDisplay", True) and sub["commandName"] != "help":
            section(path + [sub["commandName"]], sub, out)


def main():
    dump = json.load(sys.stdin)
    root = dump["command"]
    out = ['.TH SPRINGTUNE 1 "" "SpringTune" "User Commands"',
           ".SH NAME",
           "springtune \\- " + escape(root.get("abstract", ""))]
    section([], root, out)
    out.append(".SH SEE ALSO")
    out.append("The documentation in docs/ of the SpringTune repository: cli.md, physics.md, design.md.")
    sys.stdout.write("\n".join(out) + "\n")


main()
