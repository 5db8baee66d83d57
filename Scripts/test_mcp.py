#!/usr/bin/env python3
"""`springtune mcp` driven as an agent drives it, by the official MCP Python SDK's client
(PyPI `mcp`, pinned by `make deps`): initialise, list the tools with their schemas, call every
tool and compare the answer with what the command line prints for the same input, decode the
plot's PNG, refuse a bad spec and a path outside the roots, survive hostile calls and raw
protocol garbage, and exit when stdin closes. Run by Scripts/test-mcp.sh (`make test`).

Usage: test_mcp.py SPRINGTUNE
"""

import asyncio
import contextlib
import json
import os
import struct
import subprocess
import sys
import tempfile
import time
import zlib

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
import mcp.types as types

BIN = os.path.abspath(sys.argv[1])
REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
TOOLS = ["metrics", "convert", "durations", "solve", "fit", "export", "plot", "presets", "scan", "edit"]
CHECKS = 0


def check(condition, message):
    global CHECKS
    CHECKS += 1
    if not condition:
        raise AssertionError(message)


def cli(args, cwd=None):
    """springtune ARGS…: (status, stdout, stderr)."""
    run = subprocess.run([BIN, *args], cwd=cwd, capture_output=True, text=True, timeout=120)
    return run.returncode, run.stdout, run.stderr


def stdout_of(args, cwd=None):
    status, out, err = cli(args, cwd)
    check(status == 0, f"springtune {' '.join(args)} exited {status}: {err}")
    return out


def refusal_of(args, cwd=None):
    """The command's one-line refusal, without `springtune: `, and its exit status."""
    status, _, err = cli(args, cwd)
    line = err.strip().splitlines()[-1]
    return line.removeprefix("springtune: "), status


def structured_of(text):
    """The command's JSON document as the tools' structured content holds it."""
    document = json.loads(text)
    return document if isinstance(document, dict) else {"results": document}


def text_of(result):
    return "".join(block.text for block in result.content if isinstance(block, types.TextContent))


@contextlib.asynccontextmanager
async def session(roots=None, cwd=None, args=(), errlog=None):
    """An initialised client session with `springtune mcp ARGS…` started in `cwd`, declaring
    `roots` (folders) when given."""
    callback = None
    if roots is not None:
        async def callback(context):
            return types.ListRootsResult(roots=[types.Root(uri=f"file://{path}", name=os.path.basename(path)) for path in roots])
    parameters = StdioServerParameters(command=BIN, args=["mcp", *args], cwd=cwd)
    with open(os.devnull, "w") if errlog is None else contextlib.nullcontext(errlog) as log:
        async with stdio_client(parameters, errlog=log) as (read, write):
            async with ClientSession(read, write, list_roots_callback=callback) as client:
                initialized = await client.initialize()
                yield client, initialized


async def call(client, name, arguments):
    return await client.call_tool(name, arguments)


async def test_handshake_and_schemas(work):
    async with session(cwd=work) as (client, initialized):
        check(initialized.server_info.name == "springtune", f"server name {initialized.server_info.name}")
        check(initialized.capabilities.tools is not None and initialized.capabilities.resources is not None, "capabilities")
        check("springtune://docs/" in (initialized.instructions or ""), "instructions name the documents")
        listed = await client.list_tools()
        check([tool.name for tool in listed.tools] == TOOLS, f"tools {[tool.name for tool in listed.tools]}")
        required = {"solve": ["duration"], "export": ["as"], "scan": ["path"], "edit": ["location"]}
        for tool in listed.tools:
            schema = tool.input_schema
            check(schema["type"] == "object" and schema["additionalProperties"] is False, f"{tool.name} schema")
            check(len(schema["properties"]) >= 3, f"{tool.name} arguments")
            for name, property in schema["properties"].items():
                check(property.get("description"), f"{tool.name}.{name} has no description")
                check("type" in property or "anyOf" in property, f"{tool.name}.{name} has no type")
            check(schema.get("required", []) == required.get(tool.name, []), f"{tool.name} required {schema.get('required')}")
            check(tool.annotations.read_only_hint is True, f"{tool.name} read-only")
            check(len(tool.description) > 100, f"{tool.name} description")
        metrics = next(tool for tool in listed.tools if tool.name == "metrics").input_schema["properties"]
        check(metrics["frameRate"]["maximum"] == 10000 and metrics["frameRate"]["exclusiveMinimum"] == 0, "frameRate range")
        check("euler" in metrics["solver"]["enum"] and "react-spring" in metrics["solver"]["enum"], "solver choices")
        check(metrics["format"]["enum"] == ["table", "json", "csv"], "metrics formats")
        resources = await client.list_resources()
        uris = {str(resource.uri) for resource in resources.resources}
        for uri in ["springtune://docs/physics.md", "springtune://docs/durations.md", "springtune://presets", "springtune://presets/alert-in"]:
            check(uri in uris, f"resource {uri} missing")
        preset = await client.read_resource("springtune://presets/alert-in")
        check(preset.contents[0].text == stdout_of(["preset", "show", "alert-in", "--format", "json"]), "preset resource")
        physics = await client.read_resource("springtune://docs/physics.md")
        with open(os.path.join(REPO, "docs/physics.md"), encoding="utf-8") as file:
            check(physics.contents[0].text == file.read(), "docs resource")


async def compare(client, tool, arguments, command, json_command=None, structured=True, cwd=None):
    """The tool's text is the command's stdout; its structured content the command's JSON."""
    result = await call(client, tool, arguments)
    check(not result.is_error, f"{tool} {arguments}: {text_of(result)}")
    check(text_of(result) == stdout_of(command, cwd), f"{tool} {arguments}: text differs from springtune {' '.join(command)}")
    if structured:
        expected = structured_of(stdout_of(json_command or command + ["--format", "json"], cwd))
        check(result.structured_content == expected, f"{tool} {arguments}: structured content differs")
    return result


async def test_every_tool_is_the_command(work):
    project = os.path.join(work, "project")
    os.makedirs(project, exist_ok=True)
    with open(os.path.join(project, "Pop.swift"), "w") as file:
        file.write("import SwiftUI\nlet pop = Animation.spring(duration: 0.5, bounce: 0.3)\n"
                   "let alert = Animation.interpolatingSpring(mass: 1, stiffness: 14, damping: 14)\n")
    with open(os.path.join(project, "motion.ts"), "w") as file:
        file.write("export const snappy = { type: 'spring', stiffness: 380, damping: 0.8 }\n")
    # A preset file saved by the command line, named when the server starts.
    stdout_of(["fit", "--settling-time", "0.4", "--overshoot", "5", "--save-preset", "my-pop", "--preset-file", "mine.json"], project)
    stdout_of(["solve", "k=200,c=15", "--duration", "1", "--samples", "101", "-o", "curve.csv"], project)
    async with session(roots=[project], cwd=project, args=["--preset-file", "mine.json"]) as (client, _):
        await compare(client, "metrics", {"spring": ["k=300,c=20", "swiftui:duration=0.5,bounce=0.3"], "preset": "my-pop", "band": 0.01},
                      ["metrics", "--spring", "k=300,c=20", "--spring", "swiftui:duration=0.5,bounce=0.3", "--preset", "my-pop",
                       "--band", "0.01", "--preset-file", "mine.json"], cwd=project)
        await compare(client, "metrics", {"preset": "alert-in", "solver": "jnw", "format": "csv"},
                      ["metrics", "--preset", "alert-in", "--solver", "jnw", "--format", "csv"],
                      ["metrics", "--preset", "alert-in", "--solver", "jnw", "--format", "json"])
        await compare(client, "metrics", {"spring": "k=300,c=20", "retarget": "0.15:0.5", "restDelta": 0.001, "restSpeed": 0.001},
                      ["metrics", "--spring", "k=300,c=20", "--retarget", "0.15:0.5", "--rest-delta", "0.001", "--rest-speed", "0.001"])
        await compare(client, "metrics", {"spring": "k=300,c=20", "solver": "react-spring", "frameRate": 120, "frameLoop": "running"},
                      ["metrics", "--spring", "k=300,c=20", "--solver", "react-spring", "--frame-rate", "120", "--frame-loop", "running"])
        await compare(client, "convert", {"spring": "k=300,c=20,from=0,to=240,absoluteVelocity=-900"},
                      ["convert", "--spring", "k=300,c=20,from=0,to=240,absoluteVelocity=-900"])
        await compare(client, "convert", {"spring": "svelte:stiffness=0.1,damping=0.25", "frameRate": 120, "format": "json"},
                      ["convert", "--spring", "svelte:stiffness=0.1,damping=0.25", "--frame-rate", "120", "--format", "json"])
        await compare(client, "durations", {"spring": ["k=100,c=15", "k=300,c=20"], "format": "csv"},
                      ["durations", "k=100,c=15", "k=300,c=20", "--format", "csv"], ["durations", "k=100,c=15", "k=300,c=20", "--format", "json"])
        await compare(client, "solve", {"spring": "k=300,c=10", "duration": 2, "dt": 0.016, "solver": "rk4", "error": True},
                      ["solve", "--stiffness", "300", "--damping", "10", "--duration", "2", "--dt", "0.016", "--solver", "rk4", "--error"])
        await compare(client, "solve", {"preset": "alert-in", "duration": 1, "samples": 50, "solver": "jnw", "format": "json"},
                      ["solve", "--preset", "alert-in", "--duration", "1", "--samples", "50", "--solver", "jnw", "--format", "json"])
        await compare(client, "fit", {"settlingTime": 0.35, "overshoot": 5},
                      ["fit", "--settling-time", "0.35", "--overshoot", "5"])
        await compare(client, "fit", {"settlingTime": 0.35, "constraint": "damping=stiffness", "format": "csv"},
                      ["fit", "--settling-time", "0.35", "--constraint", "damping=stiffness", "--format", "csv"],
                      ["fit", "--settling-time", "0.35", "--constraint", "damping=stiffness", "--format", "json"])
        await compare(client, "fit", {"keyframes": "0:0.01,0.2:1.1,0.3:0.9,0.4:1.0", "timing": "easeInEaseOut"},
                      ["fit", "--keyframes", "0:0.01,0.2:1.1,0.3:0.9,0.4:1.0", "--timing", "easeInEaseOut"])
        await compare(client, "fit", {"data": "curve.csv", "free": "stiffness,damping,velocity"},
                      ["fit", "--data", "curve.csv", "--free", "stiffness,damping,velocity"], cwd=project)
        await compare(client, "fit", {"match": "jnw:k=14,c=14,from=1.2,to=1", "free": "stiffness,damping,velocity"},
                      ["fit", "--match", "jnw:k=14,c=14,from=1.2,to=1", "--free", "stiffness,damping,velocity"])
        await compare(client, "fit", {"match": "k=300,c=20", "matchSolver": "pop", "family": "swiftui"},
                      ["fit", "--match", "k=300,c=20", "--match-solver", "pop", "--family", "swiftui"])
        for format in ["swiftui", "css", "motion", "compose", "json", "keyframes"]:
            result = await call(client, "export", {"as": format, "spring": "k=170,c=12,to=100"})
            check(not result.is_error and text_of(result) == stdout_of(["export", "--as", format, "--spring", "k=170,c=12,to=100"]),
                  f"export {format}")
        result = await call(client, "export", {"as": "css", "spring": "k=170,c=12,to=100", "solver": "react-spring"})
        check(text_of(result) == stdout_of(["export", "--as", "css", "--spring", "k=170,c=12,to=100", "--solver", "react-spring"]), "export css react-spring")
        result = await call(client, "export", {"as": "swiftui", "preset": "alert-in"})
        status, out, err = cli(["export", "--as", "swiftui", "--preset", "alert-in"])
        blocks = [block.text for block in result.content]
        check(blocks[0] == out and blocks[1:] == [line.replace("springtune: note: ", "note: ") for line in err.splitlines()] and len(blocks) > 1,
              f"export notes {blocks[1:]}")
        await compare(client, "presets", {}, ["preset", "list", "--preset-file", "mine.json"], cwd=project)
        await compare(client, "presets", {"group": "alerts", "format": "csv"}, ["preset", "list", "--group", "alerts", "--format", "csv"],
                      ["preset", "list", "--group", "alerts", "--format", "json"])
        await compare(client, "presets", {"preset": "my-pop"}, ["preset", "show", "my-pop", "--preset-file", "mine.json"], cwd=project)
        await compare(client, "presets", {"preset": "swiftui-bouncy", "format": "json"}, ["preset", "show", "swiftui-bouncy", "--format", "json"])
        await compare(client, "scan", {"path": "."}, ["scan", "."], cwd=project)
        await compare(client, "scan", {"path": project, "maxSettling": 0.3, "format": "json"},
                      ["scan", project, "--max-settling", "0.3", "--format", "json"])
        result = await call(client, "scan", {"path": project, "format": "sarif"})
        sarif = json.loads(text_of(result))
        check(sarif["version"] == "2.1.0" and sarif["runs"][0]["results"], "scan sarif")
        check(result.structured_content["warningCount"] >= 1, "scan finds the JNW numbers")
        # The plot: a PNG that decodes, of the size asked for; SVG as the command writes it.
        result = await call(client, "plot", {"preset": ["swiftui-smooth", "swiftui-bouncy"], "solver": "pop", "width": 400, "height": 300})
        images = [block for block in result.content if isinstance(block, types.ImageContent)]
        check(not result.is_error and len(images) == 1 and images[0].mime_type == "image/png", f"plot: {text_of(result)}")
        width, height, pixels = decode_png(images[0].data)
        check((width, height) == (400, 300), f"png size {width}×{height}")
        check(len(set(pixels)) > 10, "the png has curves, not one colour")
        result = await call(client, "plot", {"spring": ["k=300,c=20", "k=200,c=30"], "label": ["snappy", "calm"], "format": "svg",
                                             "showVelocity": True, "theme": "dark"})
        stdout_of(["plot", "--spring", "k=300,c=20", "--spring", "k=200,c=30", "--label", "snappy", "--label", "calm",
                   "--show-velocity", "--theme", "dark", "-o", "two.svg"], project)
        with open(os.path.join(project, "two.svg"), encoding="utf-8") as file:
            check(text_of(result) == file.read(), "plot svg differs from springtune plot -o two.svg")


def decode_png(data):
    """Decodes a base64 PNG (8-bit RGB or RGBA, not interlaced): its size and its pixels."""
    import base64
    raw = base64.b64decode(data)
    check(raw[:8] == b"\x89PNG\r\n\x1a\n", "png signature")
    offset, chunks = 8, []
    while offset < len(raw):
        length, kind = struct.unpack(">I4s", raw[offset:offset + 8])
        body = raw[offset + 8:offset + 8 + length]
        crc, = struct.unpack(">I", raw[offset + 8 + length:offset + 12 + length])
        check(zlib.crc32(kind + body) == crc, f"png chunk {kind} crc")
        chunks.append((kind, body))
        offset += 12 + length
    check(chunks[0][0] == b"IHDR" and chunks[-1][0] == b"IEND", "png chunks")
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", chunks[0][1])
    check(depth == 8 and colour in (2, 6) and interlace == 0, f"png format {depth} {colour} {interlace}")
    channels = 4 if colour == 6 else 3
    stream = zlib.decompress(b"".join(body for kind, body in chunks if kind == b"IDAT"))
    stride = width * channels
    check(len(stream) == height * (stride + 1), "png data length")
    previous, rows = bytearray(stride), []
    for y in range(height):
        kind, line = stream[y * (stride + 1)], bytearray(stream[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        check(kind <= 4, f"png filter {kind}")
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b, c = previous[x], previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        previous = line
    pixels = [row[x:x + channels] for row in rows for x in range(0, stride, channels)]
    return width, height, pixels


async def test_refusals(work):
    project = os.path.join(work, "roots")
    elsewhere = os.path.join(work, "elsewhere")
    for folder in (project, elsewhere):
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "A.swift"), "w") as file:
            file.write("let a = Animation.spring(duration: 0.5, bounce: 0.3)\n")
    async with session(roots=[project], cwd=work) as (client, _):
        # A bad spec: a tool error with the command's line, naming the value.
        result = await call(client, "metrics", {"spring": "k=300,c=-4"})
        line, status = refusal_of(["metrics", "--spring", "k=300,c=-4"])
        check(result.is_error and text_of(result) == line and status == 64 and "-4" in line, f"bad spec: {text_of(result)}")
        result = await call(client, "metrics", {"preset": "no-such-preset"})
        line, status = refusal_of(["metrics", "--preset", "no-such-preset"])
        check(result.is_error and text_of(result) == line and status == 66, f"unknown preset: {text_of(result)}")
        result = await call(client, "plot", {"spring": "k=1,c=1", "width": 50})
        check(result.is_error and text_of(result) == "invalid width 50: must be 100…10000 points", text_of(result))
        # Paths outside the declared roots are refused before anything is read.
        for path in [elsewhere, os.path.join(project, "..", "elsewhere"), "/", REPO, "elsewhere/A.swift"]:
            result = await call(client, "scan", {"path": path})
            check(result.is_error and "is outside the roots the client declared" in text_of(result), f"scan {path}: {text_of(result)}")
        result = await call(client, "fit", {"data": os.path.join(elsewhere, "A.swift")})
        check(result.is_error and "is outside the roots" in text_of(result), f"fit data outside: {text_of(result)}")
        result = await call(client, "scan", {"path": project})
        check(not result.is_error and result.structured_content["filesScanned"] == 1, f"scan inside: {text_of(result)}")
        # edit: only inside the roots; a dry run says what `springtune edit --dry-run` says and
        # writes nothing; the write gives the file the command writes.
        for path in [os.path.join(elsewhere, "A.swift"), os.path.join(project, "..", "elsewhere", "A.swift")]:
            result = await call(client, "edit", {"location": path + ":1", "spring": "k=200,c=17.5", "dryRun": False})
            check(result.is_error and "is outside the roots the client declared" in text_of(result), f"edit {path}: {text_of(result)}")
        target = os.path.join(project, "A.swift")
        with open(target, encoding="utf-8") as file:
            original = file.read()
        result = await call(client, "edit", {"location": target + ":1", "spring": "k=200,c=17.5"})
        status, out, err = cli(["edit", "roots/A.swift:1", "--spring", "k=200,c=17.5", "--dry-run"], cwd=work)
        check(not result.is_error and status == 0 and "--- a/" in out, f"edit dry run: {text_of(result)} {err}")
        check(text_of(result) == out and result.structured_content["written"] is False,
              f"edit dry run differs: {text_of(result)!r} vs {out!r}")
        with open(target, encoding="utf-8") as file:
            check(file.read() == original, "a dry run wrote the file")
        result = await call(client, "edit", {"location": target + ":1", "spring": "k=200,c=17.5", "dryRun": False})
        check(not result.is_error and result.structured_content["written"] is True, f"edit: {text_of(result)}")
        with open(target, encoding="utf-8") as file:
            check(file.read() == "let a = Animation.spring(duration: 0.4442883, bounce: 0.3812816)\n", "edit wrote something else")
        result = await call(client, "edit", {"location": target + ":7", "spring": "k=200,c=17.5", "dryRun": False})
        check(result.is_error and text_of(result).startswith("no spring at "), f"edit no spring: {text_of(result)}")
        result = await call(client, "edit", {"location": target, "spring": "k=200,c=17.5"})
        check(result.is_error and "must be FILE:LINE" in text_of(result), f"edit no line: {text_of(result)}")
        with open(target, "w", encoding="utf-8") as file:
            file.write(original)
    # Without declared roots, the working directory is the root.
    async with session(roots=None, cwd=project) as (client, _):
        result = await call(client, "scan", {"path": "."})
        check(not result.is_error and result.structured_content["filesScanned"] == 1, f"scan cwd: {text_of(result)}")
        result = await call(client, "scan", {"path": elsewhere})
        check(result.is_error and "outside the server's working directory (the client declared no roots)" in text_of(result), text_of(result))


async def test_hostile_calls(work):
    """40+ calls no agent should send: each a tool error (or, where the SDK refuses the
    request itself, a JSON-RPC error), and the server right afterwards."""
    expected = stdout_of(["metrics", "--spring", "k=100,c=10", "--format", "json"])
    huge = "k=" + "1" * 1_000_000
    calls = [
        ("metrcs", {}), ("", {}), ("x" * 100_000, {}), ("metrics\u0000", {}), ("../metrics", {}),
        ("metrics", {"spring": 3}), ("metrics", {"spring": {"k": 1}}), ("metrics", {"spring": [1, 2]}),
        ("metrics", {"spring": ["k=1,c=1"] * 9}), ("metrics", {"spring": None, "preset": None}),
        ("metrics", {"spring": "k=1\u0000,c=1"}), ("metrics", {"spring": huge}), ("metrics", {"spring": "k=" + "9" * 400}),
        ("metrics", {"spring": "k=1e999,c=1"}), ("metrics", {"spring": "k=nan,c=1"}), ("metrics", {"spring": "k=1,c=1", "band": "0.1"}),
        ("metrics", {"spring": "k=1,c=1", "band": 5}), ("metrics", {"spring": "k=1,c=1", "band": -1}), ("metrics", {"stiffness": 100}),
        ("metrics", {"spring": "\u202e\u0007\u001b[31m"}), ("metrics", {"preset": "../../etc/passwd"}), ("metrics", {"preset": "a" * 70_000}),
        ("metrics", {"spring": "k=1,c=1", "solver": "rk4", "frameRate": 1e308}),
        ("metrics", {"spring": "k=1,c=1", "retarget": ["0.1:1"] * 1001}), ("metrics", {"spring": "k=1,c=1", "retarget": "x:y"}),
        ("solve", {"spring": "k=1,c=1", "duration": 1, "samples": 10**30}), ("solve", {"spring": "k=1,c=1", "duration": 1e300, "dt": 1e-300}),
        ("solve", {"spring": "k=1,c=1", "duration": 1, "samples": 2.5}), ("solve", {"spring": "k=1,c=1", "duration": True, "samples": 3}),
        ("solve", {"spring": ["k=1,c=1"], "duration": 1, "samples": 3}),
        ("plot", {"spring": "k=1,c=1", "width": 10000, "height": 10000, "scale": 8}),
        ("plot", {"spring": "k=1,c=0.0001", "solver": "rk4", "duration": 600}), ("plot", {"spring": "k=1,c=1", "format": "pdf"}),
        ("plot", {"spring": "k=1,c=1", "overlayData": "/dev/zero"}), ("plot", {"spring": "k=1,c=1", "overlayKeyframes": "0:0," * 10_000}),
        ("fit", {"data": "/etc/passwd"}), ("fit", {"keyframes": "0:0", "timing": ["linear"] * 1001}), ("fit", {"match": "jnw:k=0,c=0"}),
        ("fit", {"settlingTime": 1e-300, "overshoot": 1e300}), ("export", {"as": "cobol", "spring": "k=1,c=1"}),
        ("export", {"as": "keyframes", "spring": "k=1,c=0.00001,to=1e300"}), ("export", {"spring": "k=1,c=1"}),
        ("presets", {"preset": "x" * 1000}), ("presets", {"group": "\u0000"}), ("presets", {"presetFile": "/etc/passwd"}),
        ("scan", {"path": "/proc/self/mem"}), ("scan", {"path": ["."] * 17}), ("scan", {"path": "\u0000"}), ("scan", {}),
        ("scan", {"path": 12}), ("durations", {"spring": "k=1,c=1", "format": "yaml"}), ("convert", {"spring": "k=1,c=1", "frameRate": 0}),
    ]
    check(len(calls) >= 40, "hostile calls")
    async with session(cwd=work) as (client, _):
        for name, arguments in calls:
            try:
                result = await call(client, name, arguments)
                check(result.is_error, f"{name[:20]!r} {str(arguments)[:80]} was not refused: {text_of(result)[:200]}")
                message = text_of(result)
                check(0 < len(message) < 2000 and "\n" not in message and "\u0000" not in message, f"{name[:20]!r}: message {message[:200]!r}")
            except Exception as error:  # a JSON-RPC error the SDK raises: refused, and still serving
                check("Connection closed" not in str(error), f"{name[:20]!r}: the server died ({error})")
            ok = await call(client, "metrics", {"spring": "k=100,c=10", "format": "json"})
            check(not ok.is_error and text_of(ok) == expected, f"after {name[:20]!r} {str(arguments)[:80]} the server answers wrongly")


def test_raw_protocol_and_exit(work):
    """Garbage on stdin is answered with JSON-RPC errors (stdout carries only JSON-RPC), the
    server keeps serving, and it exits 0 when stdin closes."""
    server = subprocess.Popen([BIN, "mcp"], cwd=work, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)

    def send(line):
        server.stdin.write(line if isinstance(line, bytes) else line.encode())
        server.stdin.write(b"\n")
        server.stdin.flush()

    def receive():
        line = server.stdout.readline()
        check(line, "the server closed stdout")
        return json.loads(line)

    garbage = [b"not json", b"{", b"\xff\xfe", b"[" * 100_000 + b"]" * 100_000, b"x" * (5 * 1024 * 1024), b'{"jsonrpc":"2.0","id":1,"method":"x"\x00}']
    for line in garbage:
        send(line)
        answer = receive()
        check(answer.get("error", {}).get("code") == -32700 and answer.get("id") is None, f"garbage {line[:20]!r}: {answer}")
    send(json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "raw", "version": "1"}}}))
    check(receive()["result"]["serverInfo"]["name"] == "springtune", "initialize after garbage")
    send(json.dumps({"jsonrpc": "2.0", "method": "notifications/initialized"}))
    send(json.dumps({"jsonrpc": "2.0", "id": 2, "method": "no/such/method"}))
    check(receive().get("error", {}).get("code") == -32601, "unknown method")
    send(json.dumps({"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {"name": "metrics", "arguments": ["k=1"]}}))
    check("error" in receive(), "arguments that are not an object")
    send(json.dumps({"jsonrpc": "2.0", "id": 4, "method": "tools/call", "params": {"name": "convert", "arguments": {"spring": "k=100,c=10"}}}))
    answer = receive()
    check(answer["id"] == 4 and answer["result"]["content"][0]["text"] == stdout_of(["convert", "--spring", "k=100,c=10"]), "a call after garbage")
    server.stdin.close()
    try:
        status = server.wait(timeout=20)
    except subprocess.TimeoutExpired:
        server.kill()
        raise AssertionError("the server did not exit when stdin closed")
    check(status == 0, f"exit status {status}")
    check(server.stdout.read() == b"", "nothing after the answers on stdout")
    log = server.stderr.read().decode()
    check("springtune mcp" in log, f"logs on stderr: {log!r}")


async def main():
    with tempfile.TemporaryDirectory() as work:
        work = os.path.realpath(work)
        started = time.monotonic()
        await test_handshake_and_schemas(work)
        await test_every_tool_is_the_command(work)
        await test_refusals(work)
        await test_hostile_calls(work)
        test_raw_protocol_and_exit(work)
        print(f"mcp: ok ({CHECKS} checks, {time.monotonic() - started:.1f} s)")


if __name__ == "__main__":
    asyncio.run(main())
