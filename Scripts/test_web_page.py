"""The static page (dist/web, `make web`) in headless Chromium, served by `python3 -m http.server`
with no springtune process (Scripts/test-web.sh; docs/web.md): at 1400×1000 and 390×844 the
metrics shown equal `springtune metrics`'s, the canvas draws the curve through the exact
samples, a `#spring=` link restores the view and an edit updates it, each family's fields edit
the spring (the metrics the CLI's for the spec they write), every export format and
the fit answer, no request goes to /api/, nothing scrolls sideways, Chromium finds the page
installable, and after the first visit the service worker serves the page, which opens and
computes with the static server stopped and the browser's cache off. Presets: a preset saved
on the page is kept in the browser (a reload keeps it), resolves as `preset:NAME`, and the
downloaded preset file gives the same numbers to `springtune metrics --preset-file`; a
preset file opened with the file picker is used, a malformed one refused with the CLI's line.
Screenshots go to OUT (and to docs/images with WEB_SCREENSHOTS_TO_DOCS=1: `make web-screenshots`).

    python3 Scripts/test_web_page.py SPRINGTUNE DIST_WEB OUT

With WEB_PAGE_BENCH=1 it prints the speed figures of docs/performance.md instead of testing:
the page load to the first metrics on screen, and a slider move to the curve's new pixels.
"""
import json
import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import time

import browser_test_support
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select
from browser_test_support import Patience

BIN, WEB, OUT = str(pathlib.Path(sys.argv[1]).resolve()) if "/" in sys.argv[1] else sys.argv[1], pathlib.Path(sys.argv[2]).resolve(), pathlib.Path(sys.argv[3]).resolve()
OUT.mkdir(parents=True, exist_ok=True)
ROOT = pathlib.Path(__file__).resolve().parent.parent
TO_DOCS = os.environ.get("WEB_SCREENSHOTS_TO_DOCS") == "1"
BENCH = os.environ.get("WEB_PAGE_BENCH") == "1"
FAILURES, PASSED = [], []


def check(condition, message):
    (PASSED if condition else FAILURES).append(message)
    if not condition:
        print("FAIL:", message, file=sys.stderr)


def wait_idle(driver):
    # The page sets data-busy="false" on <body> when its last batch of requests is done.
    time.sleep(0.05)
    Patience(driver).until(lambda d: d.execute_script("return document.body.dataset.busy") == "false")


def set_spec(driver, spec):
    driver.execute_script("const f = document.getElementById('spec'); f.value = arguments[0]; f.dispatchEvent(new Event('change'));", spec)
    wait_idle(driver)


def cli_metrics(spec, preset_file=None):
    extra = ["--preset-file", str(preset_file)] if preset_file else []
    output = subprocess.run([BIN, "metrics", *extra, "--spring", spec, "--format", "json"], capture_output=True, text=True, check=True).stdout
    return json.loads(output)


def shown_metrics(driver):
    cells = driver.find_elements(By.CSS_SELECTOR, '#metrics td[data-spring="0"]')
    return {cell.get_attribute("data-key"): cell.get_attribute("data-value") for cell in cells}


def check_metrics(driver, spec, where, preset_file=None):
    want = cli_metrics(spec, preset_file)
    shown = shown_metrics(driver)
    compared = 0
    for key, value in shown.items():
        if value in (None, "") or key not in want or not isinstance(want[key], (int, float)):
            continue
        compared += 1
        got = float(value)
        check(abs(got - want[key]) <= 1e-12 * max(abs(want[key]), 1e-300), f"{where}: {key} shown {got}, the CLI's {want[key]}")
    check(compared >= 3, f"{where}: the metrics table shows the CLI's numbers ({compared} compared)")


def check_canvas_curve(driver, where):
    """At the frame's exact samples across the panel, a pixel within 2 CSS px is the curve's colour."""
    wait_idle(driver)
    result = driver.execute_script(browser_test_support.CANVAS_CURVE_HITS)
    check(result.get("tried", 0) >= 40 and result.get("hits") == result.get("tried"),
          f"{where}: the canvas draws the curve through the exact samples ({result})")


# Springs from which every family's fields take input: Flutter's duration form needs a whole
# number of milliseconds, Reanimated's duration form a spring its rule reaches.
FAMILY_BASES = ["k=170,c=12", "flutter:duration=500,bounce=0.3", "reanimated:duration=500,dampingRatio=0.5"]


def check_every_family(driver, where):
    """Each family's fields, as a user edits them: the first field of the family's panel is
    raised 5 %, the spec becomes that family's, and the metrics shown are the CLI's for it."""
    forms = driver.execute_script("return [...document.querySelectorAll('#families fieldset[data-form], #families-main fieldset[data-form]')].map((f) => f.dataset.form)")
    unreached, edited = [], 0
    for form in forms:
        for base in FAMILY_BASES:
            set_spec(driver, base)
            before = driver.find_element(By.ID, "spec").get_attribute("value")
            changed = driver.execute_script("""
                const field = document.querySelector(`fieldset[data-form="${arguments[0]}"] input[type=text]`);
                if (!field || field.disabled) return false;
                const value = Number(field.dataset.value || field.value);
                if (!Number.isFinite(value) || value === 0) return false;
                field.value = String(Math.round(value * 1.05 * 1e4) / 1e4);
                field.dispatchEvent(new Event('input', { bubbles: true }));
                return true;""", form)
            if not changed:
                continue
            wait_idle(driver)
            spec = driver.find_element(By.ID, "spec").get_attribute("value")
            check(spec != before, f"{where} {form}: editing its field changes the spec ({before} → {spec})")
            check_metrics(driver, spec, f"{where} {form} ({spec})")
            edited += 1
            break
        else:
            unreached.append(form)
    check(len(forms) >= 15 and not unreached, f"{where}: every family's fields edit the spring ({edited} of {len(forms)}; not reached: {unreached})")


def api_requests(driver):
    return driver.execute_script("return performance.getEntriesByType('resource').map((e) => e.name).filter((n) => new URL(n).pathname.startsWith('/api/'))")


class StaticServer:
    """`python3 -m http.server` on dist/web (a free port); stopped to prove the service worker answers."""

    def __init__(self):
        self.process = subprocess.Popen([sys.executable, "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "-d", str(WEB)],
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        line = self.process.stdout.readline()
        self.base = f"http://127.0.0.1:{int(line.split('port ')[1].split()[0])}"

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait()


def screenshot(driver, name):
    driver.execute_script("window.scrollTo(0, 0)")
    driver.save_screenshot(str(OUT / name))
    if TO_DOCS:
        shutil.copyfile(OUT / name, ROOT / "docs" / "images" / name)


def choose_download_folder(driver, folder):
    driver.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(folder), "eventsEnabled": True})


def preset_names(driver):
    return driver.execute_script("return [...document.querySelectorAll('#preset-select option')].map((o) => o.value).filter(Boolean)")


def check_presets(driver, base, where):
    """Save, reload, use by name, download and run the CLI on the download, open files with the picker."""
    work = OUT / "presets"
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    check("springtune studio --preset-file" in driver.find_element(By.ID, "save-result").text,
          f"{where}: the save form says saving into a file on disk needs springtune studio")
    set_spec(driver, "k=210,c=19,from=0,to=2")
    driver.find_element(By.ID, "save-name").send_keys("web-soft")
    driver.find_element(By.ID, "save").click()
    Patience(driver).until(lambda d: d.find_element(By.ID, "save-result").text.startswith(("Saved", "preset", "invalid")))
    wait_idle(driver)
    check(driver.find_element(By.ID, "save-result").text.startswith("Saved web-soft into my-presets.json"),
          f"{where}: the page saves a preset ({driver.find_element(By.ID, 'save-result').text!r})")
    check("web-soft" in preset_names(driver), f"{where}: the saved preset is in the preset list")
    # The served studio's rules, from the same Swift: a bundled name is refused, as is saving twice.
    for name, expected in [("alert-in", "preset 'alert-in' is a bundled preset (presets/alerts.json): choose another name"),
                           ("web-soft", "preset 'web-soft' already exists in my-presets.json: choose another name, or replace it")]:
        field = driver.find_element(By.ID, "save-name")
        field.clear()
        field.send_keys(name)
        driver.find_element(By.ID, "save").click()
        Patience(driver).until(lambda d: d.find_element(By.ID, "save-result").text == expected)
        check(True, f"{where}: saving as {name} is refused with the library's line")
    # Kept in the browser: a reload still has it, and preset:NAME resolves to it.
    driver.refresh()
    wait_idle(driver)
    Patience(driver).until(lambda d: "web-soft" in preset_names(d))
    check(True, f"{where}: after a reload the saved preset is still listed (localStorage)")
    set_spec(driver, "preset:web-soft")
    check(driver.find_element(By.ID, "status").get_attribute("class") != "error", f"{where}: preset:web-soft resolves")
    # The download, read by the CLI: the same numbers as the page shows.
    choose_download_folder(driver, work)
    driver.find_element(By.ID, "preset-file-download").click()
    downloaded = work / "my-presets.json"
    Patience(driver).until(lambda d: downloaded.exists() and downloaded.stat().st_size > 0)
    check_metrics(driver, "preset:web-soft", f"{where} preset:web-soft against the downloaded file", preset_file=downloaded)
    direct = cli_metrics("k=210,c=19,from=0,to=2")
    check(cli_metrics("preset:web-soft", downloaded)["settlingTime"] == direct["settlingTime"],
          f"{where}: the downloaded preset is the saved spring")
    # A file opened with the picker: its presets are used (the CLI reads it too).
    picked = work / "picked.json"
    picked.write_text(json.dumps({"schema": 1, "group": "picked", "presets": [
        {"name": "picked-one", "description": "Opened with the file picker.", "source": {"reference": "test_web_page.py"},
         "spring": {"family": "swiftui", "duration": 0.45, "bounce": 0.2}}]}, indent=2) + "\n")
    driver.find_element(By.ID, "preset-file-open").send_keys(str(picked))
    Patience(driver).until(lambda d: d.find_element(By.ID, "preset-file-result").text != "")
    wait_idle(driver)
    check(driver.find_element(By.ID, "preset-file-result").text.startswith("Opened picked.json"),
          f"{where}: a preset file opened with the picker is used ({driver.find_element(By.ID, 'preset-file-result').text!r})")
    check("picked-one" in preset_names(driver), f"{where}: the opened file's presets are listed")
    set_spec(driver, "preset:picked-one")
    check_metrics(driver, "preset:picked-one", f"{where} preset:picked-one", preset_file=picked)
    # A malformed file is refused with the line springtune prints for it (run where the file is,
    # so that it names the file as the page does, by its name).
    broken = work / "broken.json"
    broken.write_text('{"schema": 1, "group": "broken", "presets": [\n  {"name": "x",}\n]}\n')
    refused = subprocess.run([BIN, "metrics", "--preset-file", "broken.json", "--spring", "preset:x"], capture_output=True, text=True, cwd=work)
    line = refused.stderr.strip().removeprefix("springtune: ")
    driver.find_element(By.ID, "preset-file-open").send_keys(str(broken))
    Patience(driver).until(lambda d: "error" in (d.find_element(By.ID, "preset-file-result").get_attribute("class") or ""))
    shown = driver.find_element(By.ID, "preset-file-result").text
    check(refused.returncode == 65 and shown == line, f"{where}: a malformed file is refused with the CLI's line ({shown!r}; the CLI: {line!r})")
    check("picked-one" in preset_names(driver), f"{where}: a refused file leaves the presets as they were")


def check_installable(driver, where):
    errors = driver.execute_cdp_cmd("Page.getInstallabilityErrors", {}).get("installabilityErrors", [])
    check(errors == [], f"{where}: Chromium finds the page installable ({errors})")
    manifest = driver.execute_cdp_cmd("Page.getAppManifest", {})
    check(not manifest.get("errors"), f"{where}: the manifest parses ({manifest.get('errors')})")


def check_offline(driver, server, where):
    """After the first visit the service worker answers: with the server stopped and the cache off the page computes."""
    driver.set_script_timeout(120)
    ready = driver.execute_async_script("const done = arguments[0]; navigator.serviceWorker.ready.then(() => done(true), () => done(false));")
    check(ready, f"{where}: the service worker is installed")
    driver.get("about:blank")
    driver.get(f"{server.base}/#spring=k=170,c=26")
    wait_idle(driver)
    controlled = driver.execute_script("return !!navigator.serviceWorker.controller")
    check(controlled, f"{where}: the service worker controls the page after the first visit")
    served = driver.execute_script("""return performance.getEntriesByType('resource').concat(performance.getEntriesByType('navigation'))
        .filter((e) => /(springkit\\.wasm|springkit\\.js|studio\\.js|web\\.js|\\/#?spring=|\\/$)/.test(e.name)).map((e) => [e.name, e.workerStart])""")
    check(len(served) >= 4 and all(start > 0 for _, start in served), f"{where}: the page's files went through the service worker (workerStart > 0: {served})")
    server.stop()
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    driver.get("about:blank")
    driver.get(f"{server.base}/#spring=k=300,c=20")
    wait_idle(driver)
    check_metrics(driver, "k=300,c=20", f"{where} with the server stopped and the cache off")
    check_canvas_curve(driver, f"{where} with the server stopped and the cache off")
    if where == "1400x1000":
        check("picked-one" in preset_names(driver), f"{where}: offline, the presets kept in the browser are listed")


def run(width, height):
    where = f"{width}x{height}"
    server = StaticServer()
    base = server.base
    driver = browser_test_support.start_chromium(width, height)
    try:
        # The exact viewport (a headless window has a minimum width), as Scripts/test_studio.py sets it.
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
        spec = "k=170,c=26"
        driver.get(f"{base}/#spring={spec}")
        size = driver.execute_script("return [innerWidth, innerHeight]")
        check(size == [width, height], f"{where}: the viewport is {width}x{height} ({size})")
        wait_idle(driver)
        check(driver.execute_script("return !!window.springtuneBackend"), f"{where}: web.js installs the WebAssembly backend")
        check_metrics(driver, spec, f"{where} link")
        check_canvas_curve(driver, f"{where} link")
        screenshot(driver, f"web-{width}x{height}.png")
        set_spec(driver, "swiftui:duration=0.5,bounce=0.3")
        check("swiftui" in driver.current_url, f"{where}: an edit updates the link ({driver.current_url})")
        check_metrics(driver, "swiftui:duration=0.5,bounce=0.3", f"{where} edit")
        check_canvas_curve(driver, f"{where} edit")
        check_every_family(driver, where)
        # Every export format answers.
        select = Select(driver.find_element(By.ID, "export-format"))
        formats = [option.get_attribute("value") for option in select.options]
        empty = []
        for name in formats:
            select.select_by_value(name)
            wait_idle(driver)
            text = driver.find_element(By.ID, "export-text").text
            if not text.strip() or text.startswith("{\"error"):
                empty.append(name)
        check(len(formats) >= 10 and not empty, f"{where}: every export format answers ({len(formats)} formats; empty: {empty})")
        # The fit.
        driver.execute_script("document.getElementById('fit-settling').value = '0.5'; document.getElementById('fit-overshoot').value = '10';"
                              "document.getElementById('fit-settling').form.requestSubmit();")
        wait_idle(driver)
        result = driver.find_element(By.ID, "fit-result")
        check("error" not in (result.get_attribute("class") or "") and result.text.strip(), f"{where}: the fit answers ({result.text!r})")
        # What needs the server says so.
        check("springtune studio DIR" in driver.find_element(By.ID, "source-result").text, f"{where}: the project panel says it needs springtune studio")
        overflow = driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
        check(overflow <= 0, f"{where}: no horizontal scroll ({overflow} px)")
        if width >= 1000:
            check_presets(driver, base, where)
        check(api_requests(driver) == [], f"{where}: no request to /api/ ({api_requests(driver)[:3]})")
        check_installable(driver, where)
        check_offline(driver, server, where)
    finally:
        driver.quit()
        server.stop()


def bench():
    """The speed rows of docs/performance.md (printed, never asserted): load to first metrics, slider to pixels."""
    server = StaticServer()
    driver = browser_test_support.start_chromium(1400, 1000)
    try:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 1400, "height": 1000, "deviceScaleFactor": 1, "mobile": False})
        driver.execute_cdp_cmd("Network.enable", {})
        driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
        # The moment the metrics table first shows a number, on the page's clock (0 = the navigation's start).
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
            new MutationObserver((changes, observer) => {
              if (document.querySelector('#metrics td[data-spring="0"][data-value]')) { window.firstMetricsAt = performance.now(); observer.disconnect(); }
            }).observe(document, { childList: true, subtree: true, attributes: true });"""})
        loads = {"first visit": [], "later visit": []}
        for i in range(7):
            # A first visit: nothing of the origin kept (no service worker, no storage) and no HTTP cache.
            driver.get(server.base + "/favicon.ico")
            driver.execute_cdp_cmd("Storage.clearDataForOrigin", {"origin": server.base, "storageTypes": "all"})
            for kind in ["first visit", "later visit"]:
                driver.get("about:blank")
                driver.get(f"{server.base}/#spring=k=170,c=26")
                Patience(driver).until(lambda d: d.execute_script("return window.firstMetricsAt !== undefined"))
                loads[kind].append(driver.execute_script("return window.firstMetricsAt"))
                if kind == "first visit":
                    driver.set_script_timeout(120)
                    driver.execute_async_script("const done = arguments[0]; navigator.serviceWorker.ready.then(() => done(true));")
        for kind, times in loads.items():
            print(f"page load to first metrics ({kind}, cache off): median {statistics.median(times):.0f} ms, min {min(times):.0f}, max {max(times):.0f} ms over {len(times)} loads")
        wait_idle(driver)
        set_spec(driver, "swiftui:duration=0.5,bounce=0.3")
        # The move timed as Scripts/test_studio.py's check_one_request times it for the served studio.
        timings = driver.execute_async_script(browser_test_support.SLIDER_TO_PIXELS)
        drawn, shown, _ = timings
        print(f"static page slider to pixels (one spring, the curve drawn on the canvas): median {statistics.median(drawn):.1f} ms, min {min(drawn):.1f},"
              f" max {max(drawn):.1f} ms over {len(drawn)} moves; to the next frame: median {statistics.median(shown):.1f} ms, max {max(shown):.1f} ms")
    finally:
        driver.quit()
        server.stop()


def main():
    if BENCH:
        bench()
        return
    for width, height in [(1400, 1000), (390, 844)]:
        run(width, height)
    print(f"test_web_page: {len(PASSED)} passed, {len(FAILURES)} failed")
    sys.exit(1 if FAILURES else 0)


if __name__ == "__main__":
    main()
