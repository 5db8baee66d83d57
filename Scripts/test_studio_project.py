#!/usr/bin/env python3
"""Browser tests of `springtune studio DIR`, the studio opened on a project, in headless Chromium.

Run by Scripts/test-studio.sh (so by `make test`):

    python3 Scripts/test_studio_project.py BIN OUTPUT_DIR

A project is made in a temporary folder (a SwiftUI file, a Motion file whose damping is a ratio
written as a force, and a link to a file outside the folder). At 1400×1000 and at 390×844 the
page lists its springs, loads one in its own family and form, writes an edited spring back,
undoes it, refuses a file changed on disk (and reads the project again), and applies a rule's
fix. Every file is compared byte for byte with what it must hold, and `springtune scan` /
`springtune metrics` (separate processes) measure the springs written. Requests outside the
folder, on a read-only file and from another origin are refused, the files untouched.
"""
import json
import os
import pathlib
import re
import shutil
import stat
import subprocess
import sys
import tempfile
import urllib.error
import urllib.request

import browser_test_support
from selenium.webdriver.common.by import By
from browser_test_support import Patience

ROOT = pathlib.Path(__file__).resolve().parent.parent
BIN = sys.argv[1]
OUT = pathlib.Path(sys.argv[2]).resolve()
OUT.mkdir(parents=True, exist_ok=True)
TO_DOCS = os.environ.get("STUDIO_SCREENSHOTS_TO_DOCS") == "1"
FAILURES = []
PASSED = []
cli = browser_test_support.springtune(BIN)

CARD = """import SwiftUI

struct Card: View {
    @State private var shown = false
    var body: some View {
        Text("Card")
            .scaleEffect(shown ? 1 : 0.8)
            .animation(.spring(response: 0.5, dampingFraction: 0.8), value: shown) // tuned by hand
    }
}
"""
SHEET = """import { motion } from "framer-motion";

export function Sheet() {
  return <motion.div animate={{ y: 0 }} transition={{ type: "spring", stiffness: 700, damping: 0.9 }} />;
}
"""
SECRET = """import SwiftUI

let outside = Animation.spring(response: 0.3, dampingFraction: 0.5)
"""


def check(condition, message):
    (PASSED if condition else FAILURES).append(message)
    if not condition:
        print("FAIL:", message, file=sys.stderr)


def close(a, b, tolerance=1e-12):
    return abs(a - b) <= tolerance * max(abs(a), abs(b), 1e-300)


def post(base, path, form, headers=None):
    data = urllib.parse.urlencode(form).encode()
    request = urllib.request.Request(base + path, data=data, method="POST", headers=headers or {})
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"{}")


def wait_idle(driver):
    """The page's requests done: the curve's (`body[data-busy]`) and the project's (the panel's)."""
    Patience(driver).until(lambda d: d.execute_script(
        "return document.body.dataset.busy === 'false' && document.getElementById('source-panel').dataset.busy === 'false'"))


def listing(driver):
    return int(driver.find_element(By.ID, "source-list").get_attribute("data-listing") or 0)


def result(driver):
    note = driver.find_element(By.ID, "source-result")
    return note.text, "error" in (note.get_attribute("class") or "")


def item(driver, location_prefix):
    return driver.execute_script("return [...document.querySelectorAll('.source-spring')]"
                                 ".find((e) => e.dataset.location.startsWith(arguments[0])) || null", location_prefix)



def click(driver, node):
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'}); arguments[0].click();", node)


def wait_for_result(driver, before):
    """Waits until the note under the project changes from `before`, and the page is idle."""
    Patience(driver).until(lambda d: result(d) != before and d.find_element(By.ID, "source-result").text != "")
    wait_idle(driver)
    return result(driver)


def scanned(path):
    return json.loads(cli("scan", str(path), "--format", "json"))["findings"]


def flow(driver, address, project, width, height, shot):
    card, sheet = project / "src" / "Card.swift", project / "src" / "sheet.tsx"
    card.write_text(CARD)
    sheet.write_text(SHEET)
    os.chmod(card, 0o640)
    where = f"{width}×{height}"
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
    driver.get(address)
    Patience(driver).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".source-spring"))
    # The curve's first request may start after the list is in.
    Patience(driver).until(lambda d: d.execute_script("return document.body.dataset.busy") is not None)
    wait_idle(driver)

    # The list: every spring scan finds in the folder, grouped by file; nothing from outside it.
    regions = driver.execute_script("return [...document.querySelectorAll('[data-region=source]')].length")
    check(regions == 1, f"{where}: one region data-region=source ({regions})")
    files = [s.text for s in driver.find_elements(By.CSS_SELECTOR, ".source-file summary")]
    check(files == ["src/Card.swift (1)", "src/sheet.tsx (1)"], f"{where}: the springs are grouped by file, the link to a file outside not read ({files})")
    expected = {f["line"]: f for f in scanned(project / "src" / "Card.swift") + scanned(project / "src" / "sheet.tsx")}
    for node in driver.find_elements(By.CSS_SELECTOR, ".source-spring"):
        text = node.text
        line = int(node.get_attribute("data-location").split(":")[-2])
        finding = expected[line]
        settling = float(re.search(r"settles ([0-9.e+-]+) s", text).group(1))
        check(abs(settling - finding["settlingTime"]) <= 5e-4 * finding["settlingTime"],
              f"{where}: {node.get_attribute('data-location')} shows scan's settling time ({settling} vs {finding['settlingTime']})")
        check(finding["api"] in text, f"{where}: the spring's API is named ({finding['api']!r} in {text!r})")
    rules = [r.get_attribute("data-rule") for r in item(driver, "src/sheet.tsx:").find_elements(By.CSS_SELECTOR, ".source-rule")]
    check(rules == ["damping-ratio-as-force"], f"{where}: the rule that fires on the Motion spring is listed ({rules})")

    # Load: the spring in its own family and form.
    click(driver, item(driver, "src/Card.swift:8").find_element(By.CSS_SELECTOR, "button.source-load"))
    wait_idle(driver)
    spec = driver.find_element(By.ID, "spec").get_attribute("value")
    check(spec == "response:response=0.5,dampingRatio=0.8", f"{where}: loading gives the spring in its own form ({spec})")
    ecosystem = driver.find_element(By.ID, "ecosystem").get_attribute("value")
    check(ecosystem == "swiftui", f"{where}: loading picks the platform whose forms hold it ({ecosystem})")
    fields = [driver.find_element(By.ID, f"response-{k}").get_attribute("data-value") or driver.find_element(By.ID, f"response-{k}").get_attribute("value") for k in ["response", "dampingRatio"]]
    check([float(f) for f in fields] == [0.5, 0.8], f"{where}: the response form shows the call's numbers ({fields})")

    # Edit and write: only the numbers change; scan then measures the new spring exactly.
    driver.execute_script("const f = document.getElementById('response-response'); f.value = '0.4'; f.dispatchEvent(new Event('input', { bubbles: true }));")
    wait_idle(driver)
    spec = driver.find_element(By.ID, "spec").get_attribute("value")
    check(spec == "response:response=0.4,dampingRatio=0.8", f"{where}: the edited spring ({spec})")
    before = result(driver)
    click(driver, driver.find_element(By.ID, "source-write"))
    text, error = wait_for_result(driver, before)
    written = CARD.replace("response: 0.5", "response: 0.4")
    check(not error and "wrote response 0.5 → 0.4" in text, f"{where}: the write is reported ({text!r})")
    check(card.read_text() == written, f"{where}: the file differs from the original only in the number written")
    check(stat.S_IMODE(os.stat(card).st_mode) == 0o640, f"{where}: the file keeps its mode ({oct(os.stat(card).st_mode)})")
    diff = driver.find_element(By.ID, "source-diff").text
    check("-            .animation(.spring(response: 0.5" in diff and "+            .animation(.spring(response: 0.4" in diff, f"{where}: the diff is shown ({diff[:200]!r})")
    finding = scanned(card)[0]
    metrics = json.loads(cli("metrics", "--spring", "response:response=0.4,dampingRatio=0.8", "--format", "json"))
    check(close(finding["settlingTime"], metrics["settlingTime"]) and close(finding["overshootPercent"], metrics["overshootPercent"]),
          f"{where}: scan measures the spring written exactly ({finding['settlingTime']} vs {metrics['settlingTime']})")

    # The picture in docs/studio.md: the write's diff, the list with the rule and its fix.
    driver.execute_script("document.getElementById('source-panel').scrollIntoView()")
    path = OUT / shot
    driver.save_screenshot(str(path))
    if TO_DOCS:
        shutil.copyfile(path, ROOT / "docs" / "images" / shot)

    # Undo: the text before, byte for byte.
    before = result(driver)
    click(driver, driver.find_element(By.ID, "source-undo"))
    text, error = wait_for_result(driver, before)
    check(not error and card.read_text() == CARD, f"{where}: undo writes the previous text back ({text!r})")

    # A file changed on disk since it was listed: refused, untouched, and the list read again.
    changed = CARD + "// edited elsewhere\n"
    card.write_text(changed)
    first = listing(driver)
    before = result(driver)
    click(driver, driver.find_element(By.ID, "source-write"))
    text, error = wait_for_result(driver, before)
    check(error and "changed on disk since it was listed" in text, f"{where}: a file changed on disk is refused with a message ({text!r})")
    check(card.read_text() == changed, f"{where}: the changed file is left as it is")
    Patience(driver).until(lambda d: listing(d) > first)
    check(listing(driver) > first, f"{where}: the project is read again after the refusal")
    before = result(driver)
    click(driver, driver.find_element(By.ID, "source-write"))
    text, error = wait_for_result(driver, before)
    check(not error and card.read_text() == changed.replace("response: 0.5", "response: 0.4"),
          f"{where}: once read again, the write goes through ({text!r})")

    # A rule's fix, one click: the damping ratio written as a force becomes the force.
    node = item(driver, "src/sheet.tsx:")
    before = result(driver)
    click(driver, node.find_element(By.CSS_SELECTOR, "button.source-fix"))
    text, error = wait_for_result(driver, before)
    check(not error and "damping 0.9 → 47.6235" in text, f"{where}: the fix is written ({text!r})")
    check(sheet.read_text() == SHEET.replace("damping: 0.9", "damping: 47.6235"), f"{where}: the fix changes only the damping")
    rules = [w["rule"] for f in scanned(sheet) for w in f["warnings"]]
    check("damping-ratio-as-force" not in rules, f"{where}: the rule no longer fires after its fix ({rules})")

    size = driver.execute_script("return [innerWidth, document.documentElement.scrollWidth]")
    wide = driver.execute_script("return [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right + scrollX > innerWidth + 0.5)"
                                 ".slice(0, 5).map(e => e.tagName + '#' + e.id + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right + scrollX))")
    check(size[1] <= width, f"{where}: no horizontal scroll (page {size[1]} px wide; {wide})")


def refusals(base, token, project, outside):
    """Requests the page does not make: each refused, with its status, nothing written."""
    card = project / "src" / "Card.swift"
    card.write_text(CARD)
    listed = json.loads(urllib.request.urlopen(f"{base}/api/project?token={token}").read())["listing"]
    query = f"?token={token}"
    secret = (outside / "secret.swift").read_text()
    for location in ["../outside/secret.swift:3", str(outside / "secret.swift") + ":3", "src/link.swift:3"]:
        status, body = post(base, "/api/project/write" + query, {"location": location, "spring": "k=100,c=10", "listing": listed})
        check(status == 403 and "outside the project" in body.get("error", ""), f"a path outside the folder is refused 403 ({location}: {status} {body})")
    check((outside / "secret.swift").read_text() == secret, "the file outside the folder is untouched")
    status, body = post(base, "/api/project/write" + query, {"location": "src/Card.swift:2", "spring": "k=100,c=10", "listing": listed})
    check(status == 400 and body.get("error", "").startswith("no spring at src/Card.swift:2"), f"no spring at the line: 400 ({status} {body})")
    os.chmod(card, 0o444)
    try:
        status, body = post(base, "/api/project/write" + query, {"location": "src/Card.swift:8", "spring": "k=100,c=10", "listing": listed})
        check(status == 500 and "read-only" in body.get("error", ""), f"a read-only file is refused ({status} {body})")
    finally:
        os.chmod(card, 0o640)
    check(card.read_text() == CARD, "the read-only file is untouched")
    status, body = post(base, "/api/project/write" + query, {"location": "src/Card.swift:8", "spring": "k=100,c=10", "listing": listed},
                        {"Origin": "http://evil.example"})
    check(status == 403 and card.read_text() == CARD, f"a write from another origin is refused ({status})")
    status, body = post(base, "/api/project/write", {"location": "src/Card.swift:8", "spring": "k=100,c=10", "listing": listed})
    check(status == 403 and card.read_text() == CARD, f"a write without the token is refused ({status})")
    status, body = post(base, "/api/project/undo" + query, {"edit": "9999"})
    check(status == 404, f"undoing an edit never written is 404 ({status} {body})")


def main():
    work = pathlib.Path(tempfile.mkdtemp(prefix="studio-project-"))
    project, outside = work / "app", work / "outside"
    (project / "src").mkdir(parents=True)
    outside.mkdir()
    (outside / "secret.swift").write_text(SECRET)
    os.symlink(outside / "secret.swift", project / "src" / "link.swift")
    server, line, match = browser_test_support.start_studio(BIN, str(project))
    driver = None
    try:
        check(match is not None, f"studio DIR prints its address ({line!r})")
        if match is None:
            return
        base, token = match.group(1), match.group(3)
        (project / "src" / "Card.swift").write_text(CARD)
        refusals(base, token, project, outside)
        driver = browser_test_support.start_chromium(1400, 1000, "--hide-scrollbars")
        driver.set_script_timeout(600)
        for width, height, shot in [(1400, 1000, "studio-project.png"), (390, 844, "studio-project-phone.png")]:
            flow(driver, f"{base}/?token={token}", project, width, height, shot)
        check((outside / "secret.swift").read_text() == SECRET, "nothing outside the folder was written")
    finally:
        if driver is not None:
            driver.quit()
        server.terminate()
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()
        shutil.rmtree(work, ignore_errors=True)
    print(f"test-studio (project): {len(PASSED)} passed, {len(FAILURES)} failed")
    sys.exit(1 if FAILURES else 0)


if __name__ == "__main__":
    import urllib.parse
    main()
