"""The one way SpringTune compiles a text file into Swift source: a multi-line raw string
literal that keeps every byte (used by embed-presets.py and embed-studio-assets.py)."""


def raw_string_lines(text, path, opening, closing):
    """The lines of `opening` + a `####\"\"\"` raw string holding `text` + `closing`.

    The closing delimiter sits in column 0, so no indentation is stripped, and the empty last
    line keeps the file's final newline (added when missing)."""
    if '"####' in text:
        raise SystemExit(f"{path}: contains the raw-string delimiter")
    if not text.endswith("\n"):
        text += "\n"
    return [f'{opening}####"""', text, f'"""####{closing}']
