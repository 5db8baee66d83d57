"""The static page (dist/web, `make web`) in headless Chromium, served by `python3 -m http.server`
with no springtune process (Scripts/test-web.sh; docs/web.md): at 1400×1000 and 390×844 the
metrics shown equal `springtune metrics`'s, the canvas draws the curve through the exact
samples, a `#spring=` link restores the view and an edit updates it, every export format and
the fit answer, no request goes to /api/, nothing scrolls sideways, and after the first visit
the page opens and computes offline. Screenshots go to OUT.

    python3 Scripts/test_web_page.py SPRINGTUNE DIST_WEB OUT
"""
import json
import pathlib
import subprocess
import sys
import time

import browser_test_support
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select
from browser_test_support import Patience

BIN, WEB, OUT = sys.argv[1], pathlib.Path(sys.argv[2]).resolve(), pathlib.Path(sys.argv[3]).resolve()
OUT.mkdir(parents=True, exist_ok=True)
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


def cli_metrics(spec):
    output = subprocess.run([BIN, "metrics", "--spring", spec, "--format", "json"], capture_output=True, text=True, check=True).stdout
    return json.loads(output)


def shown_metrics(driver):
    cells = driver.find_elements(By.CSS_SELECTOR, '#metrics td[data-spring="0"]')
    return {cell.get_attribute("data-key"): cell.get_attribute("data-value") for cell in cells}


def check_metrics(driver, spec, where):
    want = cli_metrics(spec)
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
    result = driver.execute_script("""
        const canvas = document.getElementById('plot'), plot = state.plot, frame = state.frame;
        if (!plot || !frame) return { error: 'no plot' };
        const curve = plot.operations.find((op) => op.op === 'stroke' && op.width === 2 && op.dash.length === 0 && op.path.length > 400);
        if (!curve) return { error: 'no curve stroke' };
        const [r, g, b] = curve.color.match(/\\d+/g).map(Number);
        const ratio = canvas.width / canvas.clientWidth, image = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
        const near = (px, py) => {
          for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) {
            const x = Math.round((px + dx) * ratio), y = Math.round((py + dy) * ratio), i = (y * canvas.width + x) * 4;
            if (Math.abs(image.data[i] - r) + Math.abs(image.data[i + 1] - g) + Math.abs(image.data[i + 2] - b) < 60) return true;
          }
          return false;
        };
        let hits = 0, tried = 0;
        for (let k = 3; k < frame.samples.t.length; k += 7) {
          const at = toPixels(frame.samples.t[k], frame.samples.x[k]);
          tried += 1;
          if (near(at[0] - canvas.offsetLeft, at[1] - canvas.offsetTop)) hits += 1;
        }
        return { hits, tried };""")
    check(result.get("tried", 0) >= 40 and result.get("hits") == result.get("tried"),
          f"{where}: the canvas draws the curve through the exact samples ({result})")


def api_requests(driver):
    return driver.execute_script("return performance.getEntriesByType('resource').map((e) => e.name).filter((n) => new URL(n).pathname.startsWith('/api/'))")


def run(width, height, base):
    where = f"{width}x{height}"
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
        set_spec(driver, "swiftui:duration=0.5,bounce=0.3")
        check("swiftui" in driver.current_url, f"{where}: an edit updates the link ({driver.current_url})")
        check_metrics(driver, "swiftui:duration=0.5,bounce=0.3", f"{where} edit")
        check_canvas_curve(driver, f"{where} edit")
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
        check("springtune studio" in driver.find_element(By.ID, "save-result").text, f"{where}: the save form says it needs springtune studio")
        overflow = driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
        check(overflow <= 0, f"{where}: no horizontal scroll ({overflow} px)")
        check(api_requests(driver) == [], f"{where}: no request to /api/ ({api_requests(driver)[:3]})")
        driver.save_screenshot(str(OUT / f"web-page-{width}x{height}.png"))
        # Offline after the first visit: the service worker answers every file.
        driver.set_script_timeout(120)
        ready = driver.execute_async_script("const done = arguments[0]; navigator.serviceWorker.ready.then(() => done(true), () => done(false));")
        check(ready, f"{where}: the service worker is installed")
        driver.execute_cdp_cmd("Network.enable", {})
        driver.execute_cdp_cmd("Network.emulateNetworkConditions", {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
        driver.get("about:blank")
        driver.get(f"{base}/#spring=k=300,c=20")
        wait_idle(driver)
        check_metrics(driver, "k=300,c=20", f"{where} offline")
    finally:
        driver.quit()


def main():
    server = subprocess.Popen([sys.executable, "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "-d", str(WEB)],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        line = server.stdout.readline()
        port = int(line.split("port ")[1].split()[0])
        base = f"http://127.0.0.1:{port}"
        for width, height in [(1400, 1000), (390, 844)]:
            run(width, height, base)
    finally:
        server.terminate()
        server.wait()
    print(f"test_web_page: {len(PASSED)} passed, {len(FAILURES)} failed")
    sys.exit(1 if FAILURES else 0)


if __name__ == "__main__":
    main()
