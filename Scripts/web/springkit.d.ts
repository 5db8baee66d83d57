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

/** The API `load()` returns. */
export interface SpringKit {
  /** `springtune metrics --spring SPEC --format json`, parsed. Throws SpringKitError. */
  metrics(spec: string): MetricsRecord;
  /** `springtune convert --spring SPEC --format json`, parsed. Throws SpringKitError. */
  convert(spec: string): Conversion;
  /** `springtune durations --spring SPEC --format json`, parsed: every engine. Throws SpringKitError. */
  durations(spec: string): DurationRecord[];
}

/**
 * Loads springkit.wasm: by default the file beside springkit.js (read from disk in Node,
 * fetched in browsers), or the bytes or response given.
 */
export declare function load(source?: BufferSource | Response | Promise<Response>): Promise<SpringKit>;
