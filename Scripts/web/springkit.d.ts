// springkit.d.ts: the types of springkit.js (docs/web.md). Checked with `tsc --strict`
// (Scripts/test-web.sh). The records' keys are the CLI's (docs/cli.md): see
// `springtune metrics --format json` and `springtune convert --format json`.

/** A request springkit.wasm refused, as `springtune` refuses it. */
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

/** The options of `sk.metrics`, as the CLI's options of `springtune metrics`. */
export interface MetricsOptions {
  /** The settling band: a fraction of the step (`--band`, default 0.02), or a half-width in units of x (`--band-absolute`). */
  band?: number | { absolute: number };
  /** Rest thresholds (`--rest-delta` and `--rest-speed`): rest time, and settling that waits for rest. */
  rest?: { delta: number; speed: number };
}

/** The API `load()` returns. */
export interface SpringKit {
  /** `springtune metrics --spring SPEC [--band …] [--rest-delta … --rest-speed …] --format json`, parsed. Throws SpringKitError. */
  metrics(spec: string, options?: MetricsOptions): MetricsRecord;
  /** `springtune convert --spring SPEC --format json`, parsed. Throws SpringKitError. */
  convert(spec: string): Conversion;
  /** `springtune durations --spring SPEC --format json`, parsed: every engine. Throws SpringKitError. */
  durations(spec: string): DurationRecord[];
  /**
   * `springtune export --spring SPEC --as FORMAT`: the code the CLI prints, as text. Throws
   * SpringKitError: 64 for an unknown format or a spring the format cannot express, 65 for
   * numbers it cannot print.
   */
  export(spec: string, format: ExportFormatName | (string & {})): string;
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
