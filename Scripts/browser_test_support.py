"""What the browser tests (Scripts/test_studio.py, Scripts/test_preset_css.py) share: the built
springtune run as a separate process, and headless Chromium (Debian's chromium driven through
its chromedriver by Selenium) at a fixed device scale factor, so pixel positions are CSS pixels."""
import shutil
import subprocess

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service


def springtune(binary):
    """A function that runs `binary ARGUMENTS…` and returns its stdout; a nonzero exit raises."""
    def run(*arguments):
        result = subprocess.run([binary, *arguments], capture_output=True, text=True, timeout=120)
        if result.returncode != 0:
            raise RuntimeError(f"springtune {' '.join(arguments)}: exit {result.returncode}: {result.stderr}")
        return result.stdout
    return run


def start_chromium(width, height, *extra):
    """A headless Chromium window of width × height CSS pixels; `extra` command-line flags."""
    options = Options()
    options.binary_location = shutil.which("chromium") or shutil.which("chromium-browser") or "chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     f"--window-size={width},{height}", "--force-device-scale-factor=1", *extra]:
        options.add_argument(argument)
    service = Service(executable_path=shutil.which("chromedriver") or "chromedriver")
    return webdriver.Chrome(service=service, options=options)
