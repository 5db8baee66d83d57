"""fit --video on recordings made by a real browser (issue 37's acceptance): Debian's headless
Chromium, driven by Selenium, animates a 60×44 element 200 px across a 320×240 page with
(a) the CSS linear() easing that `springtune export --as css` writes for a known spring, played
by Chromium's Web Animations, and (b) a per-frame JavaScript animation drawing POP's frames
(`springtune solve --solver pop`, one value per 60 Hz frame). Chromium renders each frame at
its time (the animation is paused and seeked to it, so the recording's clock is exact on a
loaded machine) and captures it itself (DevTools Page.captureScreenshot); Debian's ffmpeg
encodes the frames to MP4 (H.264), WebM (VP9) and GIF. Each fit must rank the candidate that
drew it strictly first — no other candidate within the noise (`tiedWithBest` empty) among at
least three: for (a) the CSS linear() easing itself ("CSS linear() (export --as css)", the
easing `export --as css` writes, refitted), for (b) POP at 60 Hz — and recover ζ and ω0 within
2 % as the spring that candidate was given (`bestEngineDampingRatio`,
`bestEngineNaturalFrequency`), and for (a) as the exact fit too (the easing plays the exact
curve to within its stated error; POP integrates, so for (b) the exact fit only approximates
the spring it was given).
Usage: test_video_browser.py SPRINGTUNE WORKDIR"""
import json
import subprocess
import sys

from browser_test_support import springtune, start_chromium

binary, work = sys.argv[1], sys.argv[2]
run = springtune(binary)
STIFFNESS, DAMPING = 200.0, 17.5
ZETA, OMEGA = DAMPING / (2 * STIFFNESS ** 0.5), STIFFNESS ** 0.5
DISTANCE, FPS, START, FRAMES = 200, 60, 0.25, 96
CSS_LABEL = "CSS linear() (export --as css)"

css = run("export", "--spring", f"k={STIFFNESS},c={DAMPING}", "--as", "css")
easing = css.split("--spring-easing:")[1].split(";")[0].strip()
duration_ms = int(css.split("--spring-duration:")[1].split("ms")[0])
pop = json.loads(run("solve", "--spring", f"k={STIFFNESS},c={DAMPING},from=0,to={DISTANCE}", "--solver", "pop",
                     "--duration", "1.5", "--dt", str(1 / 60), "--format", "json"))["x"]

PAGE = """<!doctype html><html><body style="margin:0;background:#f5f5f0;overflow:hidden">
<div id="e" style="position:absolute;left:30px;top:98px;width:60px;height:44px;background:#285ac8"></div>
<script>
const e = document.getElementById('e');
const css = e.animate([{transform:'translateX(0px)'},{transform:'translateX(%dpx)'}],
                      {duration: %d, easing: '%s', fill: 'both'});
css.pause();
const pop = %s;
window.show = (mode, t) => {
  if (mode === 'css') { css.currentTime = Math.max(0, t - %f) * 1000; return; }
  css.cancel();
  const k = Math.floor(Math.max(0, t - %f) * 60 + 1e-9);
  e.style.transform = 'translateX(' + pop[Math.min(k, pop.length - 1)] + 'px)';
};
</script></body></html>""" % (DISTANCE, duration_ms, easing, json.dumps(pop), START, START)



failures = 0
# The window is larger than the page (Chromium keeps a minimum size and its own frame); the
# frames are cropped to the page's top-left 320×240.
driver = start_chromium(640, 560)
try:
    for mode in ["css", "pop"]:
        driver.get("data:text/html;charset=utf-8," + PAGE.replace("#", "%23"))
        frames = f"{work}/{mode}"
        subprocess.run(["mkdir", "-p", frames], check=True)
        for k in range(FRAMES):
            driver.execute_script("show(arguments[0], arguments[1])", mode, k / FPS)
            driver.execute_script("return new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
            with open(f"{frames}/frame{k + 1:04d}.png", "wb") as out:
                out.write(driver.get_screenshot_as_png())
        for extension, codec in [("mp4", ["-c:v", "libx264", "-crf", "16", "-pix_fmt", "yuv420p"]),
                                 ("webm", ["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "24", "-deadline", "realtime",
                                           "-cpu-used", "8", "-pix_fmt", "yuv420p"]),
                                 ("gif", ["-vf", "split[a][b];[a]palettegen=max_colors=128[p];[b][p]paletteuse=dither=none"])]:
            video = f"{work}/{mode}.{extension}"
            crop = "crop=320:240:0:0"
            if codec[0] == "-vf":
                codec = ["-vf", crop + "," + codec[1]]
            else:
                codec = ["-vf", crop, *codec]
            subprocess.run(["ffmpeg", "-hide_banner", "-loglevel", "error", "-y", "-framerate", str(FPS), "-i",
                            f"{frames}/frame%04d.png", *codec, video], check=True)
            try:
                fit = json.loads(run("fit", "--video", video, "--format", "json"))
            except RuntimeError as error:
                print(f"FAIL {mode} {extension}: {error}")
                failures += 1
                continue
            best = fit["bestEngine"]
            # The candidate that drew it, strictly first: no other candidate within the noise.
            right = best == (CSS_LABEL if mode == "css" else "pop at 60 Hz") and not fit["tiedWithBest"]
            # The spring the right candidate was given (POP integrates, so the exact fit only
            # approximates it; the easing is within 0.002 of the exact curve).
            zeta, omega = fit["bestEngineDampingRatio"], fit["bestEngineNaturalFrequency"]
            ok = abs(zeta / ZETA - 1) <= 0.02 and abs(omega / OMEGA - 1) <= 0.02 and right and len(fit["ranking"]) >= 3
            if mode == "css":
                # The exact fit too: a linear() easing plays the exact curve to within its stated error.
                ok = ok and abs(fit["dampingRatio"] / ZETA - 1) <= 0.02 and abs(fit["naturalFrequency"] / OMEGA - 1) <= 0.02
            print(f"{'ok  ' if ok else 'FAIL'} browser {mode} {extension}: zeta {zeta:.5f} ({ZETA:.5f}), omega {omega:.4f} "
                  f"({OMEGA:.4f}), best {best} ({fit['ranking'][best]:.4f} px); next "
                  f"{[(label, round(rms, 4)) for label, rms in list(fit['ranking'].items())[1:3]]}; ties {fit['tiedWithBest']}")
            failures += 0 if ok else 1
finally:
    driver.quit()
print(f"browser: {6 - failures} passed, {failures} failed")
sys.exit(1 if failures else 0)
