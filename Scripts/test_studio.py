#!/usr/bin/env python3
"""Browser tests of `springtune studio` and `springtune preview` in headless Chromium.

Run by Scripts/test-studio.sh (so by `make test`):

    python3 Scripts/test_studio.py BIN OUTPUT_DIR

BIN is the built springtune; OUTPUT_DIR receives the screenshots and the preview files.
With STUDIO_SCREENSHOTS_TO_DOCS=1 the screenshots are also written to docs/images
(`make studio-screenshots`), where docs/studio.md shows them.

Every number the page shows is compared with what the command line prints for the same
spring (springtune metrics / convert / export / fit / solve run as separate processes): the
page and the API must not compute anything of their own.
"""
import json
import os
import pathlib
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

ROOT = pathlib.Path(__file__).resolve().parent.parent
BIN = sys.argv[1]
OUT = pathlib.Path(sys.argv[2]).resolve()
OUT.mkdir(parents=True, exist_ok=True)
TO_DOCS = os.environ.get("STUDIO_SCREENSHOTS_TO_DOCS") == "1"
FAILURES = []
PASSED = []


def check(condition, message):
    (PASSED if condition else FAILURES).append(message)
    if not condition:
        print("FAIL:", message, file=sys.stderr)


def cli(*arguments):
    result = subprocess.run([BIN, *arguments], capture_output=True, text=True, timeout=120)
    if result.returncode != 0:
        raise RuntimeError(f"springtune {' '.join(arguments)}: exit {result.returncode}: {result.stderr}")
    return result.stdout


def status_of(url, headers=None):
    request = urllib.request.Request(url, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def screenshot(driver, name, docs=True):
    path = OUT / name
    driver.execute_script("window.scrollTo(0, 0)")
    driver.save_screenshot(str(path))
    if TO_DOCS and docs:
        shutil.copyfile(path, ROOT / "docs" / "images" / name)


def wait_idle(driver, timeout=30):
    # The page sets data-busy="false" on <body> when its last batch of requests is done.
    time.sleep(0.05)
    WebDriverWait(driver, timeout).until(lambda d: d.execute_script("return document.body.dataset.busy") == "false")


def displayed_metrics(driver, spring=0):
    cells = driver.find_elements(By.CSS_SELECTOR, f'#metrics td[data-spring="{spring}"]')
    return {cell.get_attribute("data-key"): (cell.get_attribute("data-value"), cell.text) for cell in cells}


def lookup(record, key):
    value = record
    for part in key.split("."):
        value = value.get(part) if isinstance(value, dict) else None
    return value


MARKUP = ['<img id="injected-img" src="/x-injected" onerror="window.injected=1"><b id="injected-b">bold</b>',
          'k=100,c=10,note=<svg/id=injected-svg/onload=window.injected=2>',
          '"><script id=injected-script>window.injected=3</script>']


def injected(driver):
    """What markup from the tests made it into the page as elements, or ran."""
    return driver.execute_script("""
        const found = ['injected-img', 'injected-b', 'injected-svg', 'injected-script'].filter((id) => document.getElementById(id));
        const fetched = performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.includes('x-injected')).length;
        return { found, ran: window.injected === undefined ? null : window.injected, fetched,
                 images: document.querySelectorAll('img').length, scripts: document.querySelectorAll('script').length };""")


def page_text(driver, ids):
    return " ".join(driver.find_element(By.ID, i).text for i in ids)


def check_no_markup(driver, base):
    # 1. A link with markup in every spring of its #spring= fragment.
    driver.get("about:blank")
    driver.get(base + "/#" + urllib.parse.urlencode([("spring", text) for text in MARKUP]))
    WebDriverWait(driver, 30).until(lambda d: "error" in (d.find_element(By.ID, "status").get_attribute("class") or ""))
    wait_idle(driver)
    status = driver.find_element(By.ID, "status").text
    check("<img" in status or "<svg" in status or "<script" in status,
          f"the API's error about a #spring= with markup is shown as text ({status[:80]!r})")
    # 2. The engine table: every overlay's error row echoes the spring.
    driver.find_element(By.ID, "overlay-jnw").click()
    driver.find_element(By.ID, "overlay-rk4").click()
    WebDriverWait(driver, 30).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#engine-metrics tbody tr"))
    wait_idle(driver)
    engines = driver.find_element(By.ID, "engine-metrics").text
    check("<" in engines, f"the engine table shows the API's error as text ({engines[:80]!r})")
    # 3. Every text field: the spec, the preset name (its pattern removed, so the server is
    #    asked), the targets (made text fields, so markup reaches the server).
    for text in MARKUP:
        driver.execute_script("const f = document.getElementById('spec'); f.value = arguments[0]; f.dispatchEvent(new Event('change'));", text)
        wait_idle(driver)
        name = driver.find_element(By.ID, "save-name")
        driver.execute_script("arguments[0].removeAttribute('pattern'); arguments[0].value = arguments[1];", name, text)
        driver.execute_script("document.getElementById('save-result').textContent = ''")
        driver.find_element(By.ID, "save").click()
        WebDriverWait(driver, 15).until(lambda d: d.find_element(By.ID, "save-result").text != "")
        for field in ["fit-settling", "fit-overshoot"]:
            driver.execute_script("const f = document.getElementById(arguments[0]); f.type = 'text'; f.value = arguments[1];", field, text)
        driver.execute_script("document.getElementById('fit-result').textContent = ''")
        driver.find_element(By.ID, "fit").click()
        WebDriverWait(driver, 15).until(lambda d: d.find_element(By.ID, "fit-result").text != "")
        wait_idle(driver)
        shown = page_text(driver, ["status", "save-result", "fit-result", "engine-metrics", "lanes"])
        check(text.split(" ")[0][:8] in shown, f"markup typed into the fields comes back as text ({text[:30]!r})")
    found = injected(driver)
    check(found["found"] == [] and found["ran"] is None and found["fetched"] == 0 and found["images"] == 1,
          f"no markup from a link or a field became an element, ran, or loaded anything ({found})")
    screenshot(driver, "studio-markup.png", docs=False)


def main():
    workdir = pathlib.Path(tempfile.mkdtemp(prefix="studio-test-"))
    preset_file = workdir / "mine.json"
    server = subprocess.Popen([BIN, "studio", "--port", "0", "--no-open", "--preset-file", str(preset_file)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    driver = None
    try:
        # --- The one stdout line -------------------------------------------------------
        line = server.stdout.readline().rstrip("\n")
        match = re.fullmatch(r"SpringTune studio: (http://127\.0\.0\.1:(\d+))/\?token=([0-9a-f]{64})", line)
        check(match is not None, f"studio prints one line 'SpringTune studio: http://127.0.0.1:PORT/?token=TOKEN' (got {line!r})")
        if match is None:
            return
        base, port, token = match.group(1), int(match.group(2)), match.group(3)
        address = f"{base}/?token={token}"

        # --- Security from outside the browser ------------------------------------------
        check(status_of(base + "/") == 403, "the page without the token is 403")
        check(status_of(base + "/api/metrics?spring=k=100,c=10") == 403, "an API call without the token is 403")
        check(status_of(f"{base}/api/metrics?spring=k=100,c=10&token={'0' * 64}") == 403, "a wrong token is 403")
        check(status_of(f"{base}/api/metrics?spring=k=100,c=10&token={token}", {"Host": f"rebound.example:{port}"}) == 403,
              "a foreign Host header (DNS rebinding) is 403 even with the token")
        check(status_of(f"{base}/api/metrics?spring=k=100,c=10&token={token}") == 200, "the token lets an API call in")

        # --- The page in headless Chromium ----------------------------------------------
        options = Options()
        options.binary_location = shutil.which("chromium") or shutil.which("chromium-browser") or "chromium"
        for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                         "--window-size=1500,1750", "--hide-scrollbars", "--force-device-scale-factor=1"]:
            options.add_argument(argument)
        service = Service(executable_path=shutil.which("chromedriver") or "chromedriver")
        driver = webdriver.Chrome(service=service, options=options)
        driver.set_script_timeout(30)
        driver.get(address)
        WebDriverWait(driver, 30).until(lambda d: d.find_elements(By.CSS_SELECTOR, '#metrics td[data-key="settlingTime"]'))
        wait_idle(driver)
        check(driver.current_url.split("#")[0] == base + "/" and "token" not in driver.current_url,
              f"the token leaves the address bar after the first visit ({driver.current_url})")
        cookies = {cookie["name"]: cookie for cookie in driver.get_cookies()}
        cookie = cookies.get(f"springtune_studio_{port}")
        check(cookie is not None and cookie.get("httpOnly") and cookie.get("sameSite") == "Strict",
              f"the token becomes an HttpOnly SameSite=Strict cookie ({cookie})")

        # Move a control: the physical stiffness slider, by the keyboard, as a user would.
        slider = driver.find_element(By.ID, "physical-stiffness-range")
        before = driver.find_element(By.ID, "spec").get_attribute("value")
        for _ in range(12):
            slider.send_keys(Keys.ARROW_RIGHT)
        wait_idle(driver)
        spec = driver.find_element(By.ID, "spec").get_attribute("value")
        check(spec != before and spec.startswith("physical:"), f"moving the stiffness slider changes the spring ({before} -> {spec})")
        shown_specs = json.loads(driver.find_element(By.ID, "metrics").get_attribute("data-specs"))
        check(shown_specs == [spec], f"the metrics shown are those of the edited spring ({shown_specs})")

        # The displayed metrics equal `springtune metrics --format json` for the same spring.
        expected = json.loads(cli("metrics", "--spring", spec, "--format", "json"))
        shown = displayed_metrics(driver)
        compared = 0
        for key, (raw, text) in shown.items():
            value = lookup(expected, key)
            if value is None:
                check(raw == "", f"{key}: shown empty as the CLI has null ({raw!r})")
                continue
            if isinstance(value, str):
                check(raw == value, f"{key}: page {raw!r} == CLI {value!r}")
            else:
                check(float(raw) == float(value), f"{key}: page {raw} == CLI {value} (exactly)")
                # The visible text is the value to 5 significant digits.
                check(abs(float(text) - value) <= 1e-4 * max(abs(value), 1e-300) or abs(float(text) - value) < 1e-12,
                      f"{key}: visible text {text} rounds {value}")
            compared += 1
        check(compared >= 15, f"at least 15 metrics compared with the CLI ({compared})")

        # Every other family updated: the SwiftUI and POP fields equal `springtune convert`.
        conversion = json.loads(cli("convert", "--spring", spec, "--format", "json"))
        for family, names in [("swiftui", ["duration", "bounce"]), ("response", ["response", "dampingRatio"]),
                              ("origami", ["tension", "friction"])]:
            for name in names:
                field = driver.find_element(By.ID, f"{family}-{name}").get_attribute("value")
                want = conversion[family][name]
                check(abs(float(field) - want) <= 1e-9 * max(1.0, abs(want)),
                      f"{family}.{name} field {field} == convert {want}")

        # Flutter's forms are built from /api/config like the others: filled from convert (its
        # duration in milliseconds), and withDampingRatio, which has its own mass field, sends
        # that mass once in its spec.
        for family, names in [("flutter", ["duration", "bounce"]), ("flutterRatio", ["mass", "stiffness", "dampingRatio"])]:
            for name in names:
                field = driver.find_element(By.ID, f"{family}-{name}").get_attribute("value")
                want = conversion[family][name]
                check(abs(float(field) - want) <= 1e-9 * max(1.0, abs(want)),
                      f"{family}.{name} field {field} == convert {want}")
        # Twice, so the physical mass is no longer 1 when the second edit is sent.
        for mass in ["2", "3"]:
            driver.execute_script("const f = document.getElementById('flutterRatio-mass'); f.value = arguments[0];"
                                  "f.dispatchEvent(new Event('input', { bubbles: true }));", mass)
            wait_idle(driver)
            edited = driver.find_element(By.ID, "spec").get_attribute("value")
            check(edited.startswith(f"flutter:mass={mass},") and edited.count("mass=") == 1,
                  f"editing Flutter's withDampingRatio mass gives one flutter: spec with that mass ({edited})")
            flutter = json.loads(cli("convert", "--spring", edited, "--format", "json"))
            field = driver.find_element(By.ID, "physical-mass").get_attribute("value")
            check(float(field) == float(mass) and flutter["physical"]["mass"] == float(mass),
                  f"the physical mass follows it ({field})")
        field = driver.find_element(By.ID, "flutter-duration").get_attribute("value")
        check(abs(float(field) - flutter["flutter"]["duration"]) <= 1e-9 * flutter["flutter"]["duration"],
              f"flutter.duration field {field} == convert {flutter['flutter']['duration']}")
        driver.execute_script("const f = document.getElementById('spec'); f.value = arguments[0]; f.dispatchEvent(new Event('change'));", spec)
        wait_idle(driver)
        check(driver.find_element(By.ID, "physical-mass").get_attribute("value") == "1"
              and driver.find_element(By.ID, "spec").get_attribute("value") == spec, f"back to {spec}")

        # anime.js's physics form has its own mass field (its slider inside anime's [1, 10000]):
        # filled from convert, and an edit sends that mass once in an anime: spec. Its
        # bounce/duration form is filled when the spring is on anime's 0.001 grid.
        for name in ["mass", "stiffness", "damping"]:
            field = driver.find_element(By.ID, f"anime-{name}").get_attribute("value")
            want = conversion["anime"][name]
            check(abs(float(field) - want) <= 1e-9 * max(1.0, abs(want)), f"anime.{name} field {field} == convert {want}")
        check(float(driver.find_element(By.ID, "anime-mass-range").get_attribute("min")) == 1,
              "anime's mass slider starts at 1 (anime.js clamps the mass to [1, 10000])")
        driver.execute_script("const f = document.getElementById('anime-mass'); f.value = '2';"
                              "f.dispatchEvent(new Event('input', { bubbles: true }));")
        wait_idle(driver)
        edited = driver.find_element(By.ID, "spec").get_attribute("value")
        check(edited.startswith("anime:mass=2,") and edited.count("mass=") == 1,
              f"editing anime.js's mass gives one anime: spec with that mass ({edited})")
        driver.execute_script("const f = document.getElementById('spec'); f.value = arguments[0]; f.dispatchEvent(new Event('change'));", spec)
        wait_idle(driver)

        # The API round trip of a slider move, from the browser: median of 15 under 20 ms.
        timings = driver.execute_async_script("""
            const done = arguments[arguments.length - 1], spec = arguments[0], times = [];
            (async () => {
              for (let i = 0; i < 15; i++) {
                const t = performance.now();
                const r = await fetch('/api/metrics?spring=' + encodeURIComponent(spec));
                await r.text();
                times.push(performance.now() - t);
              }
              done(times);
            })();""", spec)
        median = statistics.median(timings)
        print(f"metrics round trip from the browser: median {median:.2f} ms, max {max(timings):.2f} ms")
        check(median < 20, f"a slider move's API round trip is under 20 ms (median {median:.2f} ms)")

        # --- The exported CSS animation, sampled through the Web Animations API ---------
        Select(driver.find_element(By.ID, "preview-mode")).select_by_value("slide")
        wait_idle(driver)
        lane = driver.find_element(By.ID, "lane-0")
        css = lane.get_attribute("data-css")
        exported = cli("export", "--as", "css", "--spring", spec)
        check(css == exported, "the page animates with exactly the CSS `springtune export --as css` prints")
        stated = float(re.search(r"max error ([0-9.eE+-]+) of the change", exported).group(1))
        duration_ms = int(re.search(r"-duration: (\d+)ms;", exported).group(1))
        distance = float(lane.get_attribute("data-distance"))
        samples = json.loads(cli("solve", "--spring", spec, "--duration", str(duration_ms / 1000), "--samples", "20",
                                 "--format", "json"))
        times = samples["t"] if isinstance(samples, dict) and "t" in samples else None
        if times is None:
            rows = samples if isinstance(samples, list) else samples.get("samples", [])
            times, positions = [row["t"] for row in rows], [row["x"] for row in rows]
        else:
            positions = samples["x"]
        check(len(times) == 20, f"20 instants ({len(times)})")
        start, target = expected["from"], expected["to"]
        worst = 0.0
        for t, x in zip(times, positions):
            matrix = driver.execute_script("""
                const card = document.getElementById('card-0');
                const animation = card.getAnimations()[0];
                animation.pause();
                animation.currentTime = arguments[0];
                return getComputedStyle(card).transform;""", t * 1000)
            numbers = [float(v) for v in re.findall(r"-?[0-9.]+(?:e-?\d+)?", matrix)]
            progress = numbers[4] / distance if len(numbers) == 6 else 0.0
            exact = (x - start) / (target - start)
            worst = max(worst, abs(progress - exact))
        # The computed transform is serialised with 6 significant digits (about 1e-3 px of a few
        # hundred px): 1e-5 of the change allows for that rounding and nothing else.
        print(f"CSS animation vs exact curve at 20 instants: max |error| {worst:.2e} (stated {stated:g})")
        check(worst <= stated + 1e-5, f"the CSS animation stays within the stated max error {stated} (worst {worst:.2e})")
        driver.execute_script("document.getElementById('card-0').getAnimations()[0].finish()")
        screenshot(driver, "studio.png")

        # --- Presets, targets, overlays, side by side --------------------------------------
        driver.find_element(By.ID, "save-name").send_keys("studio-test-spring")
        driver.find_element(By.ID, "save").click()
        WebDriverWait(driver, 15).until(lambda d: d.find_element(By.ID, "save-result").text != "")
        result = driver.find_element(By.ID, "save-result").text
        check(result.startswith("Saved studio-test-spring"), f"saving a preset from the page ({result})")
        listed = json.loads(cli("preset", "list", "--preset-file", str(preset_file), "--format", "json"))
        check(any(p["name"] == "studio-test-spring" for p in listed), "the saved preset is in the file, as `preset list` reads it")
        driver.find_element(By.ID, "save-name").clear()
        driver.find_element(By.ID, "save-name").send_keys("alert-in")
        driver.find_element(By.ID, "save").click()
        WebDriverWait(driver, 15).until(lambda d: "alert-in" in d.find_element(By.ID, "save-result").text)
        check("error" in driver.find_element(By.ID, "save-result").get_attribute("class"),
              "saving under a bundled preset's name is refused, as fit --save-preset refuses it")

        settling, overshoot = "0.35", "5"
        field = driver.find_element(By.ID, "fit-settling"); field.clear(); field.send_keys(settling)
        field = driver.find_element(By.ID, "fit-overshoot"); field.clear(); field.send_keys(overshoot)
        driver.find_element(By.ID, "fit").click()
        fit = json.loads(cli("fit", "--settling-time", settling, "--overshoot", overshoot, "--format", "json"))
        WebDriverWait(driver, 15).until(lambda d: d.find_element(By.ID, "spec").get_attribute("value") == fit["spec"])
        wait_idle(driver)
        shown = displayed_metrics(driver)
        check(abs(float(shown["settlingTime"][0]) - 0.35) < 1e-9 and abs(float(shown["overshootPercent"][0]) - 5) < 1e-7,
              f"targets give the spring `fit` gives, meeting them ({fit['spec']})")

        driver.find_element(By.ID, "add-spring").click()
        wait_idle(driver)
        Select(driver.find_element(By.ID, "preset-select")).select_by_value("swiftui-bouncy")
        wait_idle(driver)
        for solver in ["jnw", "pop"]:
            driver.find_element(By.ID, f"overlay-{solver}").click()
        WebDriverWait(driver, 30).until(lambda d: d.execute_script(
            "const i = document.getElementById('plot'); return i.complete && i.naturalWidth > 0 && i.src.includes('solver=pop')"))
        wait_idle(driver)
        WebDriverWait(driver, 15).until(lambda d: d.find_elements(By.CSS_SELECTOR, '#engine-metrics tr[data-solver="pop"]'))
        active = driver.find_element(By.ID, "engine-metrics").get_attribute("data-spec")
        for solver in ["jnw", "pop"]:
            drawn = json.loads(cli("metrics", "--spring", active, "--solver", solver, "--format", "json"))
            cell = driver.find_element(By.CSS_SELECTOR, f'#engine-metrics tr[data-solver="{solver}"] td[data-key="settlingTime"]')
            check(float(cell.get_attribute("data-value")) == drawn["settlingTime"],
                  f"{solver}: the engine's settling time shown is `metrics --solver {solver}`'s ({drawn['settlingTime']})")
        specs = json.loads(driver.find_element(By.ID, "metrics").get_attribute("data-specs"))
        both = json.loads(cli("metrics", *sum([["--spring", s] for s in specs], []), "--format", "json"))
        check(len(specs) == 2 and float(displayed_metrics(driver, 1)["settlingTime"][0]) == both[1]["settlingTime"],
              f"two springs side by side, each with the CLI's metrics ({specs})")
        Select(driver.find_element(By.ID, "preview-mode")).select_by_value("scale")
        wait_idle(driver)
        Select(driver.find_element(By.ID, "export-format")).select_by_value("swiftui")
        WebDriverWait(driver, 15).until(lambda d: d.find_element(By.ID, "export-text").text.strip() ==
                                        cli("export", "--as", "swiftui", "--spring", "preset:swiftui-bouncy").strip())
        check(True, "the export panel shows `springtune export --as swiftui` for the active spring")
        driver.execute_script("document.querySelectorAll('#lanes .card').forEach(c => { const a = c.getAnimations()[0]; a.pause(); a.currentTime = 120; })")
        screenshot(driver, "studio-compare.png")

        # The springs live in the address: a reload brings both back.
        driver.refresh()
        WebDriverWait(driver, 30).until(lambda d: d.find_elements(By.CSS_SELECTOR, '#metrics td[data-spring="1"]'))
        wait_idle(driver)
        restored = json.loads(driver.find_element(By.ID, "metrics").get_attribute("data-specs"))
        check(restored == specs, f"a reload restores the springs from the address ({restored})")

        # --- No text from a request or the address becomes markup ------------------------
        # A shared link whose #spring= holds markup, then markup typed into every text field:
        # the API's errors echo it, and the page must show it as text, never as elements.
        check_no_markup(driver, base)

        # --- The icon ---------------------------------------------------------------------
        icon = driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            fetch('/favicon.ico').then(async (r) => done([r.status, r.headers.get('content-type'), (await r.arrayBuffer()).byteLength]));""")
        disk = (ROOT / "Sources/SpringStudio/Assets/favicon.ico").read_bytes()
        check(icon == [200, "image/vnd.microsoft.icon", len(disk)], f"the page's icon is served ({icon})")

        # --- A second browser without the token is refused -------------------------------
        driver.delete_all_cookies()
        driver.get(base + "/")
        check("forbidden" in driver.page_source, "a browser without the token sees 403 forbidden")

        # --- springtune preview ------------------------------------------------------------
        html_path, svg_path = OUT / "preview.html", OUT / "preview.svg"
        cli("preview", "--preset", "alert-in", "--spring", "swiftui:duration=0.5,bounce=0.3", "-o", str(html_path))
        cli("preview", "--preset", "alert-in", "--spring", "swiftui:duration=0.5,bounce=0.3", "-o", str(svg_path))
        text = html_path.read_text()
        check(not re.search(r"""(src|href)=["']?(https?:)?//""", text), "the HTML preview names no network resource")
        driver.get(html_path.as_uri())
        time.sleep(0.3)
        resources = driver.execute_script("return performance.getEntriesByType('resource').length")
        animated = driver.execute_script("return document.getElementById('card-0').getAnimations().length")
        check(resources == 0 and animated == 1, f"the HTML preview loads nothing and animates its card ({resources}, {animated})")
        table = cli("metrics", "--preset", "alert-in", "--spring", "swiftui:duration=0.5,bounce=0.3")
        shown_table = driver.find_element(By.ID, "metrics").text
        check([l.rstrip() for l in shown_table.strip().splitlines()] == [l.rstrip() for l in table.strip().splitlines()],
              "the HTML preview's metrics are the table `springtune metrics` prints")
        screenshot(driver, "preview-html.png")
        driver.get(svg_path.as_uri())
        time.sleep(0.3)
        running = driver.execute_script("return document.getAnimations().filter(a => a.playState === 'running').length")
        check(running >= 4, f"the SVG preview's dot and card are CSS-animated ({running} running animations)")
        screenshot(driver, "preview-svg.png", docs=False)
    finally:
        if driver is not None:
            driver.quit()
        # SIGINT stops the server within a second.
        started = time.time()
        server.send_signal(2)
        try:
            code = server.wait(timeout=5)
        except subprocess.TimeoutExpired:
            server.kill()
            code = None
        elapsed = time.time() - started
        check(code is not None and elapsed < 1.0, f"SIGINT stops the studio within a second ({elapsed:.3f} s, exit {code})")
        rest = server.stdout.read()
        check(rest == "", f"nothing else on stdout ({rest!r})")
        shutil.rmtree(workdir, ignore_errors=True)

    print(f"studio browser tests: {len(PASSED)} checks passed, {len(FAILURES)} failed; screenshots in {OUT}")
    if FAILURES:
        sys.exit(1)


if __name__ == "__main__":
    main()
