#!/usr/bin/env python3
"""The Python peers of `make bench` (run by Benchmarks/run.sh, in bench-output/venv).

Each subcommand prints JSON lines like springbench's, with "side": "peer".

  grid                    row 1: numpy float64 closed form, 1000 springs x 600 samples
  control SAMPLE.csv      row 2: python-control step_info on springbench's 1000-spring sample
  scipy                   row 3: scipy solve_ivp RK45 at rtol 1e-9 on the 5 s UI spring
  plot OUT.png            row 4's peer process: the three-spring plot drawn with matplotlib
  metrics-one             row 4's peer process: one spring's step_info with python-control
  process SPRINGTUNE DIR  rows 4 and 5: whole-process wall time and peak RSS of both sides

The spring grid is the one described at the top of Benchmarks/springbench/main.swift:
spring j of an nk x nz grid has i = j // nz, q = j % nz, k = 50 * 20**(i/(nk-1)),
zeta = 0.05 + 1.95*q/(nz-1), m = 1, c = 2*zeta*sqrt(k), unit step from rest.
"""
import json
import math
import os
import random
import subprocess
import sys
import time


def emit(name, **fields):
    record = {"benchmark": name, "side": "peer"}
    for key, value in fields.items():
        if isinstance(value, float) and not math.isfinite(value):
            value = None
        record[key] = value
    print(json.dumps(record), flush=True)


def best_time(repeats, body):
    best, checksum = math.inf, None
    for _ in range(repeats):
        start = time.perf_counter()
        checksum = body()
        best = min(best, time.perf_counter() - start)
    return best, checksum


# The three springs of row 4 (physical: mass 1), shared with run.sh's springtune command.
PLOT_SPRINGS = [(300.0, 10.0), (170.0, 26.0), (100.0, 30.0)]
PLOT_DURATION = 1.5


def unit_step(k, c, t):
    """x(t) of the unit step from rest, m = 1, for a numpy array t."""
    import numpy as np
    w0 = math.sqrt(k)
    zeta = c / (2 * w0)
    if zeta < 1:
        lam, wd = zeta * w0, w0 * math.sqrt(1 - zeta * zeta)
        return 1 - np.exp(-lam * t) * (np.cos(wd * t) + lam / wd * np.sin(wd * t))
    if zeta == 1:
        return 1 - np.exp(-w0 * t) * (1 + w0 * t)
    wo = w0 * math.sqrt(zeta * zeta - 1)
    r1, r2 = zeta * w0 - wo, zeta * w0 + wo
    return 1 - (r2 * np.exp(-r1 * t) - r1 * np.exp(-r2 * t)) / (r2 - r1)


def grid():
    """Row 1: the whole 1000 x 600 matrix in numpy float64, vectorised over springs and times."""
    import numpy as np
    nk, nz, samples = 40, 25, 600
    j = np.arange(nk * nz)
    i, q = j // nz, j % nz
    # Same scalar pow as C and Swift (libm), then vectorised closed forms by regime.
    k = np.array([50 * math.pow(20.0, ii / (nk - 1)) for ii in i])
    zeta = 0.05 + 1.95 * q / (nz - 1)
    t = np.arange(samples) / 60.0

    def body():
        w0 = np.sqrt(k)[:, None]
        z = zeta[:, None]
        under = zeta < 1
        out = np.empty((nk * nz, samples))
        lam = (z * w0)[under]
        wd = (w0 * np.sqrt(np.abs(1 - z * z)))[under]
        out[under] = 1 - np.exp(-lam * t) * (np.cos(wd * t) + lam / wd * np.sin(wd * t))
        over = zeta > 1
        wo = (w0 * np.sqrt(np.abs(z * z - 1)))[over]
        r1, r2 = (z * w0)[over] - wo, (z * w0)[over] + wo
        out[over] = 1 - (r2 * np.exp(-r1 * t) - r1 * np.exp(-r2 * t)) / (r2 - r1)
        crit = zeta == 1
        wc = w0[crit]
        out[crit] = 1 - np.exp(-wc * t) * (1 + wc * t)
        return out

    seconds, out = best_time(15, body)
    checksum = float(out.sum())          # after timing, as in the C and Swift sides
    emit("grid-numpy", springs=nk * nz, samples=samples, threads=1, seconds=seconds,
         evaluationsPerSecond=nk * nz * samples / seconds, checksum=checksum,
         numpy=np.__version__)


def control_metrics(sample_path):
    """Row 2: python-control step_info per spring on the sample, against SpringTune's exact values."""
    try:
        import control
    except ImportError as error:
        emit("metrics-python-control", skipped=f"python-control not available ({error})")
        return
    import numpy as np
    rows = []
    with open(sample_path) as f:
        next(f)
        for line in f:
            j, m, k, c, ts, os_ = line.strip().split(",")
            rows.append((int(j), float(m), float(k), float(c), float(ts), float(os_)))
    systems = [control.tf([k], [m, c, k]) for (_, m, k, c, _, _) in rows]

    def body():
        return [control.step_info(sys, SettlingTimeThreshold=0.02) for sys in systems]

    seconds, infos = best_time(2, body)
    ts_err, os_err, worst = [], [], None
    for (j, m, k, c, ts, os_), info in zip(rows, infos):
        if ts > 0:
            err = abs(info["SettlingTime"] - ts) / ts
            ts_err.append(err)
            if worst is None or err > worst[0]:
                worst = (err, k, c / (2 * math.sqrt(k * m)), ts, info["SettlingTime"])
        os_err.append(abs(info["Overshoot"] - os_))   # percentage points
    ts_err = np.array(ts_err)
    emit("metrics-python-control", springs=len(rows), seconds=seconds,
         springsPerSecond=len(rows) / seconds,
         settlingRelErrorMax=float(ts_err.max()), settlingRelErrorMedian=float(np.median(ts_err)),
         overshootAbsErrorMaxPoints=float(max(os_err)),
         worstStiffness=worst[1], worstDampingRatio=worst[2], worstExact=worst[3],
         worstPythonControl=float(worst[4]),
         checksum=float(sum(i["SettlingTime"] + i["Overshoot"] for i in infos)),
         control=control.__version__)


def scipy_rk45():
    """Row 3: solve_ivp RK45, the same scaled system and tolerances as SpringTune's Dormand-Prince."""
    import numpy as np
    import scipy
    from scipy.integrate import solve_ivp
    m, k, c, end = 1.0, 300.0, 10.0, 5.0
    w, g = math.sqrt(k / m), c / m

    def f(t, y):
        return [w * y[1], -w * y[0] - g * y[1]]

    y0 = [-1.0, 0.0]                          # e = x - to, u = x'/w0
    exact = float(unit_step(k, c, np.array([end]))[0])

    def body():
        return solve_ivp(f, (0.0, end), y0, method="RK45", rtol=1e-9, atol=1e-12)

    seconds, sol = best_time(5, body)
    x = 1.0 + sol.y[0, -1]
    emit("integrator-scipy-rk45", seconds=seconds, steps=int(sol.t.size - 1), evaluations=int(sol.nfev),
         errorAtEnd=abs(x - exact), checksum=x, scipy=scipy.__version__)


def plot(out):
    """Row 4's peer: the springtune plot's content drawn with matplotlib (exact curves, target
    line, 2 % band, settling-time and peak markers, legend, title), 900 x 600 px PNG."""
    import numpy as np
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    t = np.linspace(0, PLOT_DURATION, 1200)
    fig, ax = plt.subplots(figsize=(9, 6), dpi=100)
    ax.axhline(1, color="0.3", lw=0.8)
    ax.axhspan(0.98, 1.02, color="0.85", alpha=0.5)
    for k, c in PLOT_SPRINGS:
        x = unit_step(k, c, t)
        line, = ax.plot(t, x, label=f"k={k:g}, c={c:g}")
        outside = np.nonzero(np.abs(x - 1) > 0.02)[0]
        if outside.size:
            ts = t[min(outside[-1] + 1, t.size - 1)]
            ax.axvline(ts, color=line.get_color(), ls=":", lw=0.8)
        p = int(np.argmax(x))
        if x[p] > 1:
            ax.plot(t[p], x[p], "o", color=line.get_color())
    ax.set_xlabel("time (s)")
    ax.set_ylabel("position")
    ax.set_title("Three springs")
    ax.legend()
    fig.savefig(out)


def metrics_one():
    """Row 4's peer: one spring's settling time and overshoot from python-control, one process."""
    import control
    info = control.step_info(control.tf([300.0], [1.0, 10.0, 300.0]), SettlingTimeThreshold=0.02)
    print(json.dumps({"settlingTime": info["SettlingTime"], "overshootPercent": info["Overshoot"]}))


def run_process(argv, repeats):
    """Best wall time of `argv` over `repeats` runs and its peak RSS in MiB; None if it fails.

    The peak RSS comes from one extra run under /usr/bin/time (%M): a child forked from this
    Python process would report at least this process's own RSS (Linux carries the pre-exec
    high-water mark into ru_maxrss), so the small `time` process is the parent there.
    """
    best = math.inf
    for _ in range(repeats):
        start = time.perf_counter()
        proc = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        elapsed = time.perf_counter() - start
        if proc.returncode != 0:
            print(f"peers.py: {' '.join(argv)} exited {proc.returncode}: "
                  f"{proc.stderr.decode(errors='replace').strip()}", file=sys.stderr)
            return None
        best = min(best, elapsed)
    peak = None
    if os.path.exists("/usr/bin/time"):
        proc = subprocess.run(["/usr/bin/time", "-f", "%M", *argv], stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, text=True)
        try:
            peak = int(proc.stderr.strip().splitlines()[-1]) / 1024   # KiB
        except (ValueError, IndexError):
            peak = None
    return best, peak


def have(module):
    """Whether `module` can be imported, without importing it here (see run_process)."""
    import importlib.util
    return importlib.util.find_spec(module) is not None


def version(package):
    from importlib.metadata import version as v
    return v(package)


def process(springtune, out_dir):
    """Rows 4 and 5, both sides: whole processes, best of several runs."""
    here = os.path.abspath(__file__)
    py = sys.executable
    spring_args = []
    for k, c in PLOT_SPRINGS:
        spring_args += ["--spring", f"k={k:g},c={c:g}"]
    # Row 4a: metrics of one spring.
    r = run_process([springtune, "metrics", "--spring", "k=300,c=10", "--format", "json"], 20)
    if r:
        emit("process-metrics", side="springtune", seconds=r[0], peakRSSMiB=r[1],
             command="springtune metrics --spring k=300,c=10 --format json")
    if have("control"):
        r = run_process([py, here, "metrics-one"], 5)
        if r:
            emit("process-metrics-python-control", seconds=r[0], peakRSSMiB=r[1],
                 command="python peers.py metrics-one")
    else:
        emit("process-metrics-python-control", skipped="python-control not available")
    # Row 4b: the three-spring plot to PNG.
    png = os.path.join(out_dir, "plot-springtune.png")
    argv = [springtune, "plot", *spring_args, "--duration", f"{PLOT_DURATION:g}", "--title", "Three springs", "-o", png]
    r = run_process(argv, 10)
    if r:
        emit("process-plot", side="springtune", seconds=r[0], peakRSSMiB=r[1],
             command="springtune plot " + " ".join(argv[2:-2]) + " -o plot.png")
    if have("matplotlib"):
        r = run_process([py, here, "plot", os.path.join(out_dir, "plot-matplotlib.png")], 5)
        if r:
            emit("process-plot-matplotlib", seconds=r[0], peakRSSMiB=r[1],
                 command="python peers.py plot plot.png", matplotlib=version("matplotlib"))
    else:
        emit("process-plot-matplotlib", skipped="matplotlib not available")
    # Row 6: `metrics --input` over 1000 springs of mixed damping (every metric and every
    # engine duration), seeded: k log-uniform in [1, 3162], zeta log-uniform in [0.01, 10].
    rng = random.Random(13)
    springs_csv = os.path.join(out_dir, "metrics-mixed.csv")
    with open(springs_csv, "w") as f:
        f.write("stiffness,damping,mass\n")
        for _ in range(1000):
            k = 10 ** rng.uniform(0, 3.5)
            zeta = 10 ** rng.uniform(-2, 1)
            f.write(f"{k!r},{2 * zeta * math.sqrt(k)!r},1\n")
    batch_cmd = "springtune metrics --input metrics-mixed.csv --format csv"
    r = run_process([springtune, "metrics", "--input", springs_csv, "--format", "csv"], 5)
    if r:
        emit("process-metrics-batch", side="springtune", seconds=r[0], peakRSSMiB=r[1], springs=1000,
             command=batch_cmd)
    else:
        emit("process-metrics-batch", side="springtune", skipped="metrics --input failed", command=batch_cmd)
    # Row 6, lightly damped springs (the engine durations' worst case: they ring for minutes):
    # seeded, k log-uniform in [1, 3162], zeta log-uniform in [1e-4, 1e-1], velocities uniform
    # in +-20; and 1000 springs of k = 100, c = 0.01. Both through `metrics --input` and
    # `durations` (1000 springs as arguments).
    rng = random.Random(17)
    light_csv = os.path.join(out_dir, "metrics-light.csv")
    light_specs = []
    for _ in range(1000):
        k = 10 ** rng.uniform(0, 3.5)
        zeta = 10 ** rng.uniform(-4, -1)
        light_specs.append(f"k={k!r},c={2 * zeta * math.sqrt(k)!r},absoluteVelocity={rng.uniform(-20, 20)!r}")
    with open(light_csv, "w") as f:
        f.write("spring\n")
        f.writelines(f'"{spec}"\n' for spec in light_specs)
    ringing_csv = os.path.join(out_dir, "metrics-ringing.csv")
    with open(ringing_csv, "w") as f:
        f.write("spring\n" + '"k=100,c=0.01"\n' * 1000)
    sets = [("light", light_csv, light_specs), ("ringing", ringing_csv, ["k=100,c=0.01"] * 1000)]
    # Row 6/8, the 1000 broad springs of springbench's row 8 (zeta 1e-4 ... 1e4, masses
    # 1e-2 ... 1e3), when `springbench --broad` has written them.
    broad_csv = os.path.join(out_dir, "metrics-broad.csv")
    if os.path.exists(broad_csv):
        with open(broad_csv) as f:
            broad_specs = [line.strip().strip('"') for line in f.readlines()[1:] if line.strip()]
        sets.append(("broad", broad_csv, broad_specs))
    else:
        emit("process-metrics-batch-broad", side="springtune", skipped="no metrics-broad.csv (springbench --broad)")
    for name, path, specs in sets:
        command = f"springtune metrics --input {os.path.basename(path)} --format csv"
        r = run_process([springtune, "metrics", "--input", path, "--format", "csv"], 5)
        emit(f"process-metrics-batch-{name}", side="springtune", seconds=r[0] if r else None,
             peakRSSMiB=r[1] if r else None, springs=1000, command=command,
             **({} if r else {"skipped": "metrics --input failed"}))
        argv = [springtune, "durations", "--format", "csv"] + [a for spec in specs for a in ("--spring", spec)]
        r = run_process(argv, 5)
        emit(f"process-durations-{name}", side="springtune", seconds=r[0] if r else None,
             peakRSSMiB=r[1] if r else None, springs=1000,
             command=f"springtune durations --format csv --spring SPEC … (the {os.path.basename(path)} springs)",
             **({} if r else {"skipped": "durations failed"}))
    # Row 5: the 1000 x 1000 sweep to CSV, when the sweep command exists.
    # ArgumentParser answers `springtune sweep --help` with the root help and exit 0 while
    # there is no sweep subcommand: require the subcommand's own usage line too.
    probe = subprocess.run([springtune, "sweep", "--help"], capture_output=True, text=True)
    help_ok = probe.returncode == 0 and "springtune sweep" in probe.stdout
    sweep_cmd = ("springtune sweep --param stiffness=50...1000:log:1000 --param damping=5...60:1000 "
                 "--metrics settlingTime,overshootPercent -o sweep.csv --quiet")
    if not help_ok:
        print("row 5: skipped: sweep command not available", file=sys.stderr)
        emit("process-sweep", side="springtune", skipped="sweep command not available", command=sweep_cmd)
        return
    csv = os.path.join(out_dir, "sweep.csv")
    argv = [springtune, "sweep", "--param", "stiffness=50...1000:log:1000", "--param", "damping=5...60:1000",
            "--metrics", "settlingTime,overshootPercent", "-o", csv, "--quiet"]
    r = run_process(argv, 3)
    if r:
        rows = sum(1 for _ in open(csv)) - 1
        emit("process-sweep", side="springtune", seconds=r[0], peakRSSMiB=r[1], rows=rows,
             springsPerSecond=1e6 / r[0], command=sweep_cmd)
    else:
        emit("process-sweep", side="springtune", skipped="sweep command failed", command=sweep_cmd)


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 64
    command = argv[1]
    if command == "grid":
        grid()
    elif command == "control":
        control_metrics(argv[2])
    elif command == "scipy":
        scipy_rk45()
    elif command == "plot":
        plot(argv[2])
    elif command == "metrics-one":
        metrics_one()
    elif command == "process":
        process(argv[2], argv[3])
    else:
        print(f"peers.py: unknown command {command!r}\n{__doc__}", file=sys.stderr)
        return 64
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
