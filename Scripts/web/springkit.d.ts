// springkit.d.ts: the types of springkit.js (docs/web.md). Checked with `tsc --strict`
// (Scripts/test-web.sh). The records' keys are the CLI's (docs/cli.md): see
// `springtune metrics --format json` and `springtune convert --format json`.

/**
 * A request springkit.wasm refused, as `springtune` refuses it: the CLI's exit code and line,
 * each value it names spelled as springkit.js's option (`invalid frameRate 0.0: …` where the
 * CLI says `invalid --frame-rate 0.0: …`).
 */
export declare class SpringKitError extends Error {
  /** The CLI's sysexits code: 64 usage, 65 data, 66 no input (an unknown preset). */
  readonly exitCode: 64 | 65 | 66 | number;
  constructor(message: string, exitCode: number);
}

/** A JSON number the CLI writes, or null where it writes null (an absent or non-finite value). */
export type Value = number | null;

/** What `springtune metrics --spring SPEC --format json` prints for one spring. */
export interface MetricsRecord {
  mass: number;
  stiffness: number;
  damping: number;
  initialVelocity: Value;
  absoluteVelocity: Value;
  from: number;
  to: number;
  dampingRatio: Value;
  naturalFrequency: Value;
  regime: "underdamped" | "critical" | "overdamped" | "undamped" | string;
  band: Value;
  bandWidth: Value;
  settlingTime: Value;
  overshootPercent: Value;
  undershootPercent: Value;
  peakTime: Value;
  peakValue: Value;
  riseTime: Value;
  transientTime: Value;
  bounces: number | null;
  restTime: Value;
  /** With a spring measured as an engine draws it (a `jnw:` spec). */
  solver?: string;
  tunedRenderer?: string | null;
  engineDuration?: Value;
  exact?: Record<string, Value>;
  /** What each engine calls the animation's duration, in seconds (docs/engine-durations.md). */
  engineDurations: { coreAnimation: Value; motion: Value; jnw: Value; webkit: Value; compose: Value };
}

/** What `springtune convert --spring SPEC --format json` prints for one spring. */
export interface Conversion {
  /** Each family form's parameters, or null when the form cannot express the spring. */
  [form: string]: Record<string, number> | Record<string, string> | Record<string, Value> | null | undefined;
  /** Why each null form cannot express the spring. */
  reasons: Record<string, string>;
  /** With an initial velocity: it in each API's convention. */
  initialVelocity?: Record<string, Value>;
}

/** One engine's record of `springtune durations --spring SPEC --format json`. */
export interface DurationRecord {
  spring: string;
  engine: string;
  /** Seconds, or null when the engine never ends the animation (or ends it past its limit). */
  duration: Value;
  published: boolean;
  label: string;
  use: string;
  note: string;
}

/** One preset of `springtune preset list --format json`. */
export interface PresetRecord {
  name: string;
  group: string;
  /** Its spring as a spec of its family (`mass=1,stiffness=49,damping=14`). */
  spring: string;
  description: string;
  /** The file it comes from (`presets/apple.json` for the bundled ones). */
  file: string;
}

/** The formats of `springtune export --as FORMAT` (docs/export.md); any case is accepted. */
export type ExportFormatName =
  | "swiftui" | "caspringanimation" | "uikit" | "keyframes" | "css" | "motion" | "motion-transition"
  | "motion-use-spring" | "react-spring" | "react-native" | "android" | "compose" | "pop" | "rebound"
  | "flutter" | "anime" | "svelte" | "reanimated" | "reanimated3" | "json";

/** The solvers and engines of `--solver` (docs/conversions.md). */
export type SolverName =
  | "exact" | "euler" | "verlet" | "rk4" | "dopri" | "jnw" | "swiftui" | "pop" | "rebound" | "rebound-js"
  | "react-spring" | "motion" | "android" | "flutter" | "flutter-fling" | "svelte" | "anime" | "reanimated" | "reanimated3";

/**
 * How a frame engine is run (`--frame-rate`, `--android-property`, `--overshoot-clamping`,
 * `--frame-loop`); each needs a `solver` that is such an engine.
 */
export interface EngineOptions {
  /** The display frame rate in Hz, in (0, 10000] (default 60). */
  frameRate?: number;
  /** With solver `android`: the animated property, which sets its minimum visible change and rest rule. */
  androidProperty?: "pixels" | "alpha" | "scale" | "rotation" | (string & {});
  /** With solver `reanimated` or `reanimated3`: Reanimated's overshootClamping. */
  overshootClamping?: boolean;
  /** With solver `react-spring`: its frame loop's state when the spring starts (default idle). */
  frameLoop?: "idle" | "running" | (string & {});
}

/** The options of `sk.metrics`, as the CLI's options of `springtune metrics`. */
export interface MetricsOptions extends EngineOptions {
  /** The settling band: a fraction of the step (`--band`, default 0.02), or a half-width in units of x (`--band-absolute`). */
  band?: number | { absolute: number };
  /** Rest thresholds (`--rest-delta` and `--rest-speed`): rest time, and settling that waits for rest. */
  rest?: { delta: number; speed: number };
  /** Measure the curve this solver or engine draws (`--solver`). */
  solver?: SolverName | (string & {});
  /** Changes of target in flight, `"T:VALUE"` each, T increasing and > 0 (`--retarget`, repeated). */
  retargets?: string[];
}

/** The options of `sk.convert`: `--frame-rate`, the rate Svelte's per-frame row is written at (default 60). */
export interface ConvertOptions {
  frameRate?: number;
}

/** The options of `sk.export`, each for the formats the CLI takes it with. */
export interface ExportOptions {
  /** `css` only: the largest error of the linear() easing, a fraction of the change in [1e-15, 0.5) (`--max-error`, default 0.002). */
  maxError?: number;
  /** `keyframes` only: keep one keyframe every S seconds, a whole number of milliseconds (`--keyframe-step`). */
  keyframeStep?: number;
  /** `svelte` only: the display frame rate in Hz its stiffness and damping draw the spring at (`--frame-rate`). */
  frameRate?: number;
  /** `css` only: the easing follows the curve this engine draws (`--solver`; exact or an engine with a stop rule). */
  solver?: SolverName | (string & {});
}

/**
 * The options of `sk.solve`, as `springtune solve` takes them: `duration` and one of `samples`
 * (N times from 0 to the duration, both ends included) and `dt` (0, dt, 2·dt, … ≤ duration);
 * at most 1,000,000 samples.
 */
export interface SolveOptions extends EngineOptions {
  /** The end time T in seconds (> 0; `--duration`). */
  duration: number;
  /** The number of samples, both ends included (≥ 2; `--samples`). */
  samples?: number;
  /** The time step in seconds (> 0; `--dt`). */
  dt?: number;
  /** The solver or engine drawing the curve (`--solver`, default exact). */
  solver?: SolverName | (string & {});
  /** Changes of target in flight, `"T:VALUE"` each (`--retarget`, repeated). */
  retargets?: string[];
  /** Add the error against the exact solution, x − x_exact (`--error`). */
  error?: boolean;
}

/** What `springtune solve --format json` prints: the sample times and the curve at them. */
export interface SolvedCurve {
  t: number[];
  x: number[];
  v: number[];
  /** With `error: true`: x − x_exact at each time. */
  error?: number[];
}

/**
 * The options of `sk.fit`, as `springtune fit` takes them (docs/fitting.md): targets (any two
 * of `settlingTime`, `overshoot`, `peakTime`, `riseTime`, or one with `constraint`), or a curve
 * to reproduce: `keyframes` (with `timing`) or another spring (`match`). A data file (`--data`)
 * needs the CLI.
 */
export interface FitOptions {
  /** Target settling time in seconds (`--settling-time`). */
  settlingTime?: number;
  /** Target overshoot in % of the step (`--overshoot`). */
  overshoot?: number;
  /** Target peak time in seconds (`--peak-time`). */
  peakTime?: number;
  /** Target 10–90 % rise time in seconds (`--rise-time`). */
  riseTime?: number;
  /** A target fit's settling band, a fraction of the step (`--band`, default 0.02). */
  band?: number;
  /** A constraint leaving one parameter free: `damping=stiffness`, `stiffness=K`, `damping=C`, `dampingRatio=Z`. */
  constraint?: string;
  /** Keyframes `TIME:VALUE,…`, times strictly increasing (`--keyframes`). */
  keyframes?: string;
  /** The keyframes' timing functions: one for all segments or one per segment (`--timing`, repeated). */
  timing?: string[];
  /** Another spring to reproduce, a spring spec (`--match`; `jnw:` draws JNWSpringAnimation's formula). */
  match?: string;
  /** The renderer drawing `match` (`--match-solver`). */
  matchSolver?: SolverName | (string & {});
  /** How long the `match` curve is sampled, in seconds (`--duration`; default until it settles). */
  duration?: number;
  /** A curve fit's free parameters (`--free`; default the family's two). */
  free?: string[];
  /** The family fitted in, or a target fit's spring written in (`--family`). */
  family?: string;
  mass?: number;
  stiffness?: number;
  damping?: number;
  velocity?: number;
  from?: number;
  to?: number;
}

/** What `springtune fit --format json` prints. */
export interface FitRecord {
  mass: number;
  stiffness: number;
  damping: number;
  initialVelocity: Value;
  from: number;
  to: number;
  dampingRatio: Value;
  naturalFrequency: Value;
  regime: string;
  settlingTime: Value;
  overshootPercent: Value;
  peakTime: Value;
  riseTime: Value;
  family: string;
  /** The fitted spring's parameters in `family` (`duration`, `bounce`, …). */
  [parameter: string]: Value | string | boolean | undefined;
  /** A curve fit's error against its curve (units of x); about 0 for a target fit. */
  rmsError: Value;
  maxError: Value;
  /** When the largest difference occurs; null for target fits. */
  worstTime: Value;
  /** false: no spring meets the targets, and this is the closest. */
  feasible: boolean;
  unique: boolean;
  method: string;
  notes: string;
  /** A spring spec that gives back the fitted spring exactly. */
  spec: string;
}

/** The API `load()` returns. */
export interface SpringKit {
  /**
   * `springtune metrics --spring SPEC [options] --format json`, parsed. Throws TypeError for an
   * unknown option or a value of the wrong type, SpringKitError for what the CLI refuses.
   */
  metrics(spec: string, options?: MetricsOptions): MetricsRecord;
  /** `springtune convert --spring SPEC [--frame-rate F] --format json`, parsed. Throws SpringKitError. */
  convert(spec: string, options?: ConvertOptions): Conversion;
  /** `springtune durations --spring SPEC --format json`, parsed: every engine. Throws SpringKitError. */
  durations(spec: string): DurationRecord[];
  /**
   * `springtune export --spring SPEC --as FORMAT`: the code the CLI prints, as text. Throws
   * SpringKitError: 64 for an unknown format or a spring the format cannot express, 65 for
   * numbers it cannot print.
   */
  export(spec: string, format: ExportFormatName | (string & {}), options?: ExportOptions): string;
  /**
   * `springtune solve --spring SPEC --duration T (--samples N | --dt H) [options] --format json`,
   * parsed. Throws TypeError without `duration`, SpringKitError for what the CLI refuses.
   */
  solve(spec: string, options: SolveOptions): SolvedCurve;
  /**
   * `springtune fit OPTIONS --format json`, parsed: the spring meeting the targets (or the
   * closest, `feasible: false`), or reproducing the curve. Throws SpringKitError for what the CLI refuses.
   */
  fit(options: FitOptions): FitRecord;
  /** `springtune preset list --format json`, parsed: the bundled presets. */
  presets(): PresetRecord[];
  /**
   * What `springtune studio` answers `method` `path` with `query` (a query string or form):
   * the computing endpoints (/api/config, view, metrics, convert, export, presets, fit) as the
   * server answers them; what needs the disk (saving presets, a project) is 403.
   */
  studio(method: string, path: string, query?: string): StudioAnswer;
  /**
   * The user's preset file the module holds (as `--preset-file` gives one to the CLI):
   * returns it; given one, replaces it after checking it (SpringKitError 65 with the
   * decoder's line when malformed); given null, empties it.
   */
  userPresets(file?: PresetFileText | null): PresetFileText;
}

/** A preset file's name and text, in the format `springtune --preset-file` reads. */
export interface PresetFileText {
  /** The file's name (`my-presets.json`). */
  path: string;
  /** Its text; empty for a file not created yet. */
  text: string;
}

/** An answer of `springtune studio`'s API, as `sk.studio` computes it. */
export interface StudioAnswer {
  /** The HTTP status code. */
  status: number;
  /** The `Content-Type`. */
  type: string;
  /** The body. */
  text: string;
}

/** How the plot's texts are measured: the width of `text`, and the font's ascent and descent, at `size` px. */
export type TextMeasurer = (text: string, size: number, bold: boolean) => { width: number; ascent: number; descent: number };

/**
 * Loads springkit.wasm: by default the file beside springkit.js (read from disk in Node,
 * fetched in browsers), or the bytes or response given.
 */
export declare function load(source?: BufferSource | Response | Promise<Response>,
                             options?: { measureText?: TextMeasurer }): Promise<SpringKit>;
