"""What the browser tests (Scripts/test_studio.py, Scripts/test_preset_css.py) share: the built
springtune run as a separate process, headless Chromium (Debian's chromium driven through its
chromedriver by Selenium) at a fixed device scale factor, so pixel positions are CSS pixels, and
waits bounded by work rather than by the clock (`Patience`), so that a loaded machine makes the
tests slower, never red (issue 33). Selenium is imported only where the browser is needed, so the
process helpers serve a script without it (Scripts/test-dist.sh)."""
import os
import re
import shutil
import subprocess
import threading
import time



def tree_cpu_seconds(root):
    """CPU seconds (user + system) used by process `root` and every process below it (the
    studio, chromedriver, Chromium's processes), from /proc; None once `root` is gone."""
    ticks_per_second = os.sysconf("SC_CLK_TCK")
    parents, ticks = {}, {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                text = stat.read()
        except OSError:
            continue
        fields = text[text.rindex(")") + 2:].split()
        pid = int(entry)
        parents[pid] = int(fields[1])
        ticks[pid] = int(fields[11]) + int(fields[12])
    if root not in ticks:
        return None
    total, pending = 0, [root]
    children = {}
    for pid, parent in parents.items():
        children.setdefault(parent, []).append(pid)
    while pending:
        pid = pending.pop()
        total += ticks.get(pid, 0)
        pending.extend(children.get(pid, []))
    return total / ticks_per_second


class Watch:
    """One wait on the work of process `root` and its descendants: over once they have used
    `cpu_seconds` of CPU (runaway work), or gone `idle_seconds` without progress (their CPU
    time growing by less than 5 % of a core: blocked, or sleeping on a timer, which a loaded
    machine never makes a working process; 5 % leaves room for an idle browser's own timers).
    A process that has ended has nothing more to wait for."""

    def __init__(self, root=None, cpu_seconds=300, idle_seconds=60):
        self.root = root if root is not None else os.getpid()
        self.cpu_budget, self.idle_budget = cpu_seconds, idle_seconds
        self.start = self.mark = tree_cpu_seconds(self.root) or 0.0
        self.mark_wall = time.monotonic()
        self.used = self.idle = 0.0

    def exhausted(self):
        cpu = tree_cpu_seconds(self.root)
        if cpu is None:
            return True
        now = time.monotonic()
        self.used = cpu - self.start
        if cpu - self.mark >= 0.05 * (now - self.mark_wall) + 0.01:
            self.mark, self.mark_wall = cpu, now
        self.idle = now - self.mark_wall
        return self.used >= self.cpu_budget or self.idle >= self.idle_budget

    def account(self):
        return f"after {self.used:.2f} CPU s of work and {self.idle:.1f} s without progress"


class Patience:
    """`WebDriverWait(driver, seconds)` with the seconds replaced by work: `until(method)` calls
    `method(driver)` (a missing element counts as not yet) until it returns something true,
    or this script's process tree (the studio, Chromium) has used `cpu_seconds` without it, or
    gone `idle_seconds` without progress."""

    def __init__(self, driver=None, cpu_seconds=300, idle_seconds=60, root=None):
        self.driver, self.cpu_seconds, self.idle_seconds, self.root = driver, cpu_seconds, idle_seconds, root

    def until(self, method, message=""):
        from selenium.common.exceptions import NoSuchElementException
        watch = Watch(self.root, self.cpu_seconds, self.idle_seconds)
        while True:
            try:
                value = method(self.driver)
            except NoSuchElementException:
                value = None
            if value:
                return value
            if watch.exhausted():
                raise TimeoutError(f"{message or 'waited'} {watch.account()}")
            time.sleep(0.05)


def wait_for_exit(process, idle_seconds=1, cpu_seconds=300):
    """Whether `process` (a Popen) ends before going `idle_seconds` without progress (waiting
    on something rather than working) or using `cpu_seconds`; it is killed otherwise."""
    watch = Watch(process.pid, cpu_seconds, idle_seconds)
    while process.poll() is None:
        if watch.exhausted() and process.poll() is None:
            process.kill()
            process.wait()
            return False
        time.sleep(0.01)
    return True


def springtune(binary):
    """A function that runs `binary ARGUMENTS…` and returns its stdout; a nonzero exit raises, as
    does a run that uses 300 CPU seconds or goes 60 s without progress (killed)."""
    def run(*arguments):
        with subprocess.Popen([binary, *arguments], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) as process:
            outputs = {}

            def drain(name, stream):
                outputs[name] = stream.read()
            readers = [threading.Thread(target=drain, args=(name, stream)) for name, stream in
                       [("out", process.stdout), ("err", process.stderr)]]
            for reader in readers:
                reader.start()
            finished = wait_for_exit(process, idle_seconds=60)
            for reader in readers:
                reader.join()
        if not finished:
            raise RuntimeError(f"springtune {' '.join(arguments)}: stopped, no progress or runaway work")
        if process.returncode != 0:
            raise RuntimeError(f"springtune {' '.join(arguments)}: exit {process.returncode}: {outputs['err']}")
        return outputs["out"]
    return run


def start_chromium(width, height, *extra):
    """A headless Chromium window of width × height CSS pixels; `extra` command-line flags."""
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
    options = Options()
    options.binary_location = shutil.which("chromium") or shutil.which("chromium-browser") or "chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     f"--window-size={width},{height}", "--force-device-scale-factor=1", *extra]:
        options.add_argument(argument)
    service = Service(executable_path=shutil.which("chromedriver") or "chromedriver")
    return webdriver.Chrome(service=service, options=options)


STUDIO_LINE = r"SpringTune studio: (http://127\.0\.0\.1:(\d+))/\?token=([0-9a-f]{64})"


def start_studio(binary, *arguments):
    """Starts `binary studio --port 0 --no-open ARGUMENTS…` and reads its one stdout line:
    (the process, the line, and the line's match of STUDIO_LINE or None)."""
    server = subprocess.Popen([binary, "studio", "--port", "0", "--no-open", *arguments],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = server.stdout.readline().rstrip("\n")
    return server, line, re.fullmatch(STUDIO_LINE, line)


# Each of 31 moves of the studio page's physical stiffness slider, timed from its `input` event
# to the curve's new pixels drawn on the canvas (the page's `plotdrawn` event) and to the first
# frame after that, with a requestAnimationFrame loop keeping frames coming as while a person
# drags; answers [drawn, shown, views] (ms; views: the page's request round trip of each move).
# The served studio's row 7 and the static page's row 9 of docs/performance.md both time it.
SLIDER_TO_PIXELS = """
        const done = arguments[arguments.length - 1], drawn = [], shown = [], views = [];
        const slider = document.getElementById('physical-stiffness-range'), plot = document.getElementById('plot');
        let ticking = true;
        const tick = () => { if (ticking) requestAnimationFrame(tick); };
        requestAnimationFrame(tick);
        (async () => {
          for (let i = 0; i < 31; i++) {
            await new Promise((resolve) => setTimeout(resolve, 20 + (i * 7) % 17));
            const t = performance.now();
            let drawnAt = 0;
            const painted = new Promise((resolve) => plot.addEventListener('plotdrawn', () => {
              drawnAt = performance.now();
              requestAnimationFrame(() => resolve());
            }, { once: true }));
            slider.value = String(500 + (i % 2 ? 7 : -7) * (i + 1));
            slider.dispatchEvent(new Event('input', { bubbles: true }));
            await painted;
            shown.push(performance.now() - t);
            drawn.push(drawnAt - t);
            await new Promise((resolve) => { const w = () => document.body.dataset.busy === 'false' ? resolve() : setTimeout(w, 5); w(); });
            views.push(Number(document.getElementById('metrics').dataset.roundTrip));
          }
          ticking = false;
          done([drawn, shown, views]);
        })();"""


# The curve on the studio's canvas (both homes of the page): the curve's stroke in the plot's
# display list, and at every 7th of the frame's exact samples whether a pixel within 2 CSS px
# of where the frame puts it has the curve's colour. Returns { hits, tried, color } or { error }.
CANVAS_CURVE_HITS = """
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
        return { hits, tried, color: curve.color };"""
