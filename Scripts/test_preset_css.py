#!/usr/bin/env python3
"""The CSS module of `springtune preset export --as css` in headless Chromium.

Run by Scripts/test-preset-css.sh (so by `make test`):

    python3 Scripts/test_preset_css.py BIN PRESET_FILE

For a user preset file and bundled presets (an overdamped one with a fling among them) the
module is loaded in a page; checked: every custom property resolves to the text the module
declares; an element whose `transition` uses the properties gets Chromium's `linear()` easing
and duration; that transition, sampled with the Web Animations API (the running CSSTransition
paused and seeked), matches the exact spring (`springtune solve`) within the error the module
states for it (plus 1e-4 for Chromium's float transform matrices) and rests at the target after
the duration; and under emulated `prefers-reduced-motion: reduce` the properties take the
reduced variant the module declares, and the transition follows the critically damped curve
(`springtune solve` with damping 2·√(k·m), no velocity).

Then the CSS of an engine's curve (`springtune export --as css --solver pop`, a fractional
duration in ms): Chromium takes its duration and easing, and the transition follows the straight
lines through POP's frames (`springtune solve --solver pop` at 60 Hz) within the stated error.
"""
import json
import pathlib
import re
import shutil
import sys
import tempfile

import browser_test_support

BIN, PRESET_FILE = sys.argv[1], sys.argv[2]
PRESETS = ["my-pop", "calm-slide", "swiftui-bouncy", "alert-pop-in-real"]
DISTANCE = 1000.0
FAILURES = []


def check(condition, message):
    if not condition:
        FAILURES.append(message)
        print("FAIL:", message, file=sys.stderr)


cli = browser_test_support.springtune(BIN)


def declarations(block):
    """{name: (duration ms, easing text, stated error)} of one :root block."""
    found = {}
    for match in re.finditer(r"/\* (\S+?)(?:, reduced)?:[^*]*?max error ([0-9.e-]+)\. \*/\s*"
                             r"--spring-(\S+)-duration: (\d+)ms;\s*--spring-\3-easing: (linear\([^;]*\));", block):
        found[match.group(3)] = (int(match.group(4)), match.group(5), float(match.group(2)))
    return found


def exact_progress(name, times, reduced):
    """The exact spring's progress at `times` (seconds), from springtune solve."""
    shown = json.loads(cli("preset", "show", name, "--preset-file", PRESET_FILE, "--format", "json"))
    motion = shown.get("motion") or {"from": 0, "to": 1}
    spec = f"preset:{name}"
    if reduced:
        physical = shown["physical"]
        critical = 2 * (physical["stiffness"] * physical["mass"]) ** 0.5
        spec = (f"m={physical['mass']!r},k={physical['stiffness']!r},c={max(physical['damping'], critical)!r}"
                f",from={motion['from']!r},to={motion['to']!r}")
    rows = json.loads(cli("solve", "--spring", spec, "--preset-file", PRESET_FILE, "--duration", repr(times[-1]),
                          "--samples", str(len(times)), "--format", "json"))
    return [(value - motion["from"]) / (motion["to"] - motion["from"]) for value in rows["x"]]


def sample(driver, name, duration_ms):
    """Progress of the element's running transition at 121 times over its duration, and after it."""
    return driver.execute_script("""
        const [id, duration, distance] = arguments;
        const box = document.getElementById(id);
        box.style.transform = 'translateX(0px)';
        box.getBoundingClientRect();
        box.style.transform = `translateX(${distance}px)`;
        const animation = box.getAnimations()[0];
        if (!animation) return null;
        animation.pause();
        const out = [];
        for (let i = 0; i <= 121; i++) {
          animation.currentTime = i <= 120 ? duration * i / 120 : duration * 1.5;
          out.push(new DOMMatrix(getComputedStyle(box).transform).m41 / distance);
        }
        const style = getComputedStyle(box);
        animation.cancel();
        return {samples: out, easing: style.transitionTimingFunction, duration: style.transitionDuration};
    """, "box-" + name, duration_ms, DISTANCE)


ENGINE_SPEC, ENGINE = "k=170,c=12,to=100", "pop"


def engine_check(driver, work):
    """The CSS of POP's curve in Chromium, against the straight lines through POP's frames."""
    css = cli("export", "--as", "css", "--spring", ENGINE_SPEC, "--solver", ENGINE)
    duration = float(re.search(r"--spring-duration: ([0-9.]+)ms;", css).group(1))
    easing = re.search(r"--spring-easing: (linear\([^;]*\));", css).group(1)
    stated = float(re.search(r"max error ([0-9.e-]+) of the change", css).group(1))
    (work / "engine.css").write_text(css)
    (work / "engine.html").write_text("""<!doctype html><html><head><meta charset="utf-8">
<link rel="stylesheet" href="engine.css"><style>.box { width: 10px; height: 10px; }
#box-engine { transition: transform var(--spring-duration) var(--spring-easing); }</style></head>
<body><div class="box" id="box-engine"></div></body></html>""")
    driver.get((work / "engine.html").as_uri())
    got = sample(driver, "engine", duration)
    if not got:
        check(False, f"{ENGINE}: no transition ran")
        return
    check(got["easing"].startswith("linear("), f"{ENGINE}: the element's easing is linear() ({got['easing'][:40]})")
    # Chromium serialises the computed duration to 6 significant digits (1.58333s).
    check(abs(float(got["duration"].rstrip("s")) * 1000 - duration) < 0.01, f"{ENGINE}: duration {got['duration']} for {duration} ms")
    # POP's frames at 60 Hz, the last at the duration; straight lines between them.
    rows = json.loads(cli("solve", "--spring", ENGINE_SPEC, "--solver", ENGINE, "--duration", repr(duration / 1000 + 1e-4),
                          "--dt", repr(1 / 60), "--format", "json"))
    frames = [x / 100 for x in rows["x"]][:round(duration / 1000 * 60) + 1]
    check(len(frames) == round(duration / 1000 * 60) + 1 and frames[-1] == 1, f"{ENGINE}: its frames rest on the target")
    worst = 0.0
    for i in range(121):
        f = i / 120 * (len(frames) - 1)
        k = min(int(f), len(frames) - 2)
        worst = max(worst, abs(got["samples"][i] - (frames[k] + (frames[k + 1] - frames[k]) * (f - k))))
    check(worst <= stated + 1e-4, f"{ENGINE}: Chromium's curve within the stated {stated} of POP's frames (worst {worst:.6f})")
    check(abs(got["samples"][121] - 1) <= 1e-4, f"{ENGINE}: at rest on the target after the duration")
    print(f"engine css: {ENGINE} {ENGINE_SPEC}: {duration} ms ({easing.count('%')} positioned stops), worst {worst:.6f} (stated {stated})")


def main():
    css = cli("preset", "export", "--as", "css", "--preset-file", PRESET_FILE, *sum((["--preset", p] for p in PRESETS), []))
    normal_block, reduced_block = css.split("@media (prefers-reduced-motion: reduce) {")
    normal, reduced = declarations(normal_block), declarations(reduced_block)
    check(sorted(normal) == sorted(PRESETS) and sorted(reduced) == sorted(PRESETS),
          f"every preset has both blocks: {sorted(normal)} {sorted(reduced)}")
    work = pathlib.Path(tempfile.mkdtemp(prefix="springtune-preset-css-"))
    try:
        (work / "springs.css").write_text(css)
        boxes = "\n".join(f'<div class="box" id="box-{p}"></div>' for p in PRESETS)
        rules = "\n".join(f"#box-{p} {{ transition: transform var(--spring-{p}-duration) var(--spring-{p}-easing); }}" for p in PRESETS)
        (work / "index.html").write_text(f"""<!doctype html><html><head><meta charset="utf-8">
<link rel="stylesheet" href="springs.css"><style>.box {{ width: 10px; height: 10px; }} {rules}</style></head>
<body>{boxes}</body></html>""")
        driver = browser_test_support.start_chromium(800, 600)
        try:
            for mode, table in [("normal", normal), ("reduced", reduced)]:
                if mode == "reduced":
                    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                           {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
                driver.get((work / "index.html").as_uri())
                check(driver.execute_script("return matchMedia('(prefers-reduced-motion: reduce)').matches") == (mode == "reduced"),
                      f"{mode}: the emulated media query")
                for name, (duration, easing, stated) in table.items():
                    resolved = driver.execute_script(
                        "const s = getComputedStyle(document.documentElement);"
                        "return [s.getPropertyValue(arguments[0]).trim(), s.getPropertyValue(arguments[1]).trim()];",
                        f"--spring-{name}-duration", f"--spring-{name}-easing")
                    check(resolved == [f"{duration}ms", easing], f"{mode} {name}: the custom properties resolve ({resolved[0]})")
                    got = sample(driver, name, duration)
                    if not got:
                        check(False, f"{mode} {name}: no transition ran")
                        continue
                    check(got["easing"].startswith("linear("), f"{mode} {name}: the element's easing is linear() ({got['easing'][:40]})")
                    check(abs(float(got["duration"].rstrip("s")) * 1000 - duration) < 1e-6, f"{mode} {name}: duration {got['duration']}")
                    times = [duration / 1000 * i / 120 for i in range(121)]
                    exact = exact_progress(name, times, mode == "reduced")
                    worst = max(abs(a - b) for a, b in zip(got["samples"][:121], exact))
                    check(worst <= stated + 1e-4, f"{mode} {name}: Chromium's curve within the stated {stated} of the exact one (worst {worst:.6f})")
                    check(abs(got["samples"][121] - 1) <= 1e-4, f"{mode} {name}: at rest on the target after the duration")
                    print(f"preset css: {mode} {name}: {duration} ms, worst {worst:.6f} (stated {stated})")
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
            engine_check(driver, work)
        finally:
            driver.quit()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if FAILURES:
        print(f"test_preset_css: {len(FAILURES)} failures", file=sys.stderr)
        sys.exit(1)
    print("test_preset_css: all checks passed")


main()
