"""Headless Chromium for the browser tests (Scripts/test_studio.py, Scripts/test_preset_css.py):
Debian's chromium driven through its chromedriver by Selenium, at a fixed device scale factor
so pixel positions are CSS pixels."""
import shutil

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service


def start(width, height, *extra):
    """A headless Chromium window of width × height CSS pixels; `extra` command-line flags."""
    options = Options()
    options.binary_location = shutil.which("chromium") or shutil.which("chromium-browser") or "chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     f"--window-size={width},{height}", "--force-device-scale-factor=1", *extra]:
        options.add_argument(argument)
    service = Service(executable_path=shutil.which("chromedriver") or "chromedriver")
    return webdriver.Chrome(service=service, options=options)
