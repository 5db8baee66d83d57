// springkit.js: SpringTune's numbers in JavaScript, from SpringKit compiled to WebAssembly
// (springkit.wasm beside this file; docs/web.md). An ES module for Node 20 and browsers:
//
//   import { load } from "./springkit.js";
//   const sk = await load();
//   sk.metrics("k=170,c=26");      // what `springtune metrics --spring k=170,c=26 --format json` prints, parsed
//   sk.convert("pop:bounciness=4,speed=12");
//   sk.durations("k=300,c=20");
//   sk.export("preset:swiftui-bouncy", "css", { maxError: 0.001 });   // what `springtune export --as css --spring … --max-error 0.001` prints
//   sk.solve("k=170,c=26", { duration: 1, dt: 1 / 60, solver: "motion" });   // `springtune solve … --format json`, parsed
//   sk.fit({ settlingTime: 0.35, overshoot: 5 });   // `springtune fit --settling-time 0.35 --overshoot 5 --format json`, parsed
//   sk.presets();                  // `springtune preset list --format json`, parsed
//   sk.studio("GET", "/api/metrics", "spring=k=170,c=26");   // what `springtune studio` answers: { status, type, text }
//
// Every function takes the CLI's spring spec grammar (`preset:NAME` of the bundled presets
// included) and the CLI's options under springkit.js's names (`frameRate` for --frame-rate),
// and returns the CLI's JSON, parsed (export: the CLI's text). An unknown option or a value of
// the wrong type is a TypeError; a spec or value the CLI refuses throws a SpringKitError
// carrying the CLI's exit code and one-line message, which names a value by springkit.js's
// option. Nothing here computes: this file only moves text in and out of the module.

/** A request springkit.wasm refused, as `springtune` refuses it. */
export class SpringKitError extends Error {
  /**
   * @param {string} message the CLI's one-line message (without the `springtune: ` prefix)
   * @param {number} exitCode the CLI's sysexits code: 64 usage, 65 data, 66 no input
   */
  constructor(message, exitCode) {
    super(message);
    this.name = "SpringKitError";
    this.exitCode = exitCode;
  }
}

// The request kinds of Scripts/web/SpringKitWeb.swift.
const METRICS = 1;
const CONVERT = 2;
const DURATIONS = 3;
const PRESETS = 4;
const EXPORT = 5;
const STUDIO = 6;
const SOLVE = 7;
const FIT = 8;
const USER_PRESETS = 20;

// The options of each function and their types; their values are the library's to judge
// (springkit.d.ts documents each).
const number = "a number", string = "a string", boolean = "a boolean", strings = "an array of strings";
const integer = "a whole number", band = "a number (a fraction of the step) or { absolute: number }";
const rest = "{ delta: number, speed: number }";
const engineOptions = { frameRate: number, androidProperty: string, overshootClamping: boolean, frameLoop: string };
const OPTIONS = {
  metrics: { band, rest, solver: string, retargets: strings, ...engineOptions },
  convert: { frameRate: number },
  export: { maxError: number, keyframeStep: number, frameRate: number, solver: string },
  solve: { duration: number, samples: integer, dt: number, solver: string, retargets: strings, error: boolean, ...engineOptions },
  fit: {
    settlingTime: number, overshoot: number, peakTime: number, riseTime: number, band: number, constraint: string,
    keyframes: string, timing: strings, match: string, matchSolver: string, duration: number, free: strings,
    family: string, mass: number, stiffness: number, damping: number, velocity: number, from: number, to: number,
  },
};
const isNumber = (value) => typeof value === "number";
const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
const hasType = {
  [number]: isNumber,
  [string]: (value) => typeof value === "string",
  [boolean]: (value) => typeof value === "boolean",
  [strings]: (value) => Array.isArray(value) && value.every((item) => typeof item === "string"),
  [integer]: Number.isSafeInteger,
  [band]: (value) => isNumber(value) || (isObject(value) && isNumber(value.absolute) && Object.keys(value).length === 1),
  [rest]: (value) => isObject(value) && isNumber(value.delta) && isNumber(value.speed) && Object.keys(value).length === 2,
};
// JSON has no NaN or infinities: they go as strings, which the library refuses by value.
const sendable = (value) => isNumber(value) ? (Number.isFinite(value) ? value : String(value))
  : isObject(value) ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, sendable(item)])) : value;

// `options` of function `name`, their names and types checked, as the request's fields
// (undefined ones left out).
function checkedOptions(name, options) {
  if (!isObject(options)) throw new TypeError(`the options of ${name} are an object, such as { frameRate: 120 }`);
  const types = OPTIONS[name], fields = {};
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined) continue;
    if (!Object.hasOwn(types, key)) throw new TypeError(`unknown option ${key}: ${name} takes ${Object.keys(types).join(", ")}`);
    if (!hasType[types[key]](value)) throw new TypeError(`${key} is ${types[key]}`);
    fields[key] = sendable(value);
  }
  return fields;
}

// The plot's text measurer (Sources/SpringPlot/Canvas/BrowserTextMeasurer.swift): the page's
// canvas measures in the font studio.js draws the plot's texts with. Node has no canvas: there
// the widths are an estimate (DejaVu Sans's average advance and its ascent and descent), so a
// plot laid out in Node differs from the browser's where its texts are placed; pass
// `measureText` to load() to measure otherwise.
function canvasMeasurer() {
  const canvas = typeof OffscreenCanvas !== "undefined" ? new OffscreenCanvas(1, 1)
    : typeof document !== "undefined" ? document.createElement("canvas") : null;
  const context = canvas?.getContext("2d");
  if (!context) {
    return (text, size, bold) => ({ width: text.length * size * (bold ? 0.65 : 0.6), ascent: size * 0.928, descent: size * 0.236 });
  }
  return (text, size, bold) => {
    context.font = `${bold ? "bold " : ""}${size}px "DejaVu Sans", "DejaVu Sans", Verdana, sans-serif`;
    const measured = context.measureText(text);
    return { width: measured.width, ascent: measured.fontBoundingBoxAscent, descent: measured.fontBoundingBoxDescent };
  };
}

// The module's imports from springkit.js: the plot's text measurer.
function measuringInterface(state, measureText) {
  const decoder = new TextDecoder();
  const metrics = new Map();
  const font = (size, bold) => {
    const key = `${size} ${bold}`;
    if (!metrics.has(key)) metrics.set(key, measureText("Hg", size, bold !== 0));
    return metrics.get(key);
  };
  return {
    text_width: (pointer, length, size, bold) =>
      measureText(decoder.decode(new Uint8Array(state.memory().buffer, pointer, length)), size, bold !== 0).width,
    font_ascent: (size, bold) => font(size, bold).ascent,
    font_descent: (size, bold) => font(size, bold).descent,
  };
}

// What the module imports: wasi-libc's few system calls. random_get seeds Swift's hashing,
// randomly per load as in any Swift process; fd_write receives what a failed precondition
// prints before the module traps (kept for the error thrown). Nothing else is reached.
function systemInterface(state) {
  const unsupported = (name) => () => { throw new Error(`springkit.wasm called ${name}, which springkit.js does not provide`); };
  return {
    random_get(pointer, length) {
      crypto.getRandomValues(new Uint8Array(state.memory().buffer, pointer, length));
      return 0;
    },
    fd_write(fd, iovs, count, written) {
      const view = new DataView(state.memory().buffer);
      let total = 0;
      for (let index = 0; index < count; index += 1) {
        const base = view.getUint32(iovs + 8 * index, true), length = view.getUint32(iovs + 8 * index + 4, true);
        state.printed += new TextDecoder().decode(new Uint8Array(state.memory().buffer, base, length));
        total += length;
      }
      view.setUint32(written, total, true);
      return 0;
    },
    fd_close: unsupported("fd_close"),
    fd_seek: unsupported("fd_seek"),
  };
}

// The module compiled: by default springkit.wasm beside this file, read from disk in Node
// and fetched (compiled as it streams) in browsers.
async function compile(source) {
  if (source === undefined) {
    const url = new URL("./springkit.wasm", import.meta.url);
    if (url.protocol === "file:") {
      const { readFile } = await import("node:fs/promises");
      return WebAssembly.compile(await readFile(url));
    }
    source = fetch(url);
  }
  source = await source;
  if (typeof Response !== "undefined" && source instanceof Response) {
    if (!source.ok) throw new Error(`springkit.wasm: HTTP ${source.status} from ${source.url}`);
    try {
      return await WebAssembly.compileStreaming(source.clone());
    } catch {
      // A server that does not send application/wasm: compile the bytes instead.
      return WebAssembly.compile(await source.arrayBuffer());
    }
  }
  return WebAssembly.compile(source);
}

/**
 * Loads springkit.wasm and returns the API.
 * @param {BufferSource | Response | Promise<Response>} [source] the module's bytes or response;
 *   by default springkit.wasm beside this file (read from disk in Node, fetched in browsers)
 * @param {{ measureText?: (text: string, size: number, bold: boolean) => { width: number, ascent: number, descent: number } }} [options]
 *   how the plot's texts are measured (by default a canvas in the plot's font; an estimate in Node)
 */
export async function load(source, options = {}) {
  const state = { printed: "", memory: () => wasm.memory };
  const system = systemInterface(state);
  const measuring = measuringInterface(state, options.measureText ?? canvasMeasurer());
  const module = await compile(source);
  const imports = {};
  for (const entry of WebAssembly.Module.imports(module)) {
    imports[entry.module] ??= {};
    imports[entry.module][entry.name] = (entry.module === "springkit" ? measuring : system)[entry.name] ??
      (() => { throw new Error(`springkit.wasm imports ${entry.module}.${entry.name}, which springkit.js does not provide`); });
  }
  const wasm = (await WebAssembly.instantiate(module, imports)).exports;
  const encoder = new TextEncoder();
  const decoder = new TextDecoder("utf-8", { fatal: true });

  // Sends one request (a JSON object: the spec and the options) and returns the answer's
  // text; a refusal throws a SpringKitError with the CLI's exit code and line.
  function request(kind, fields) {
    const bytes = encoder.encode(JSON.stringify(fields));
    const pointer = wasm.sk_alloc(bytes.length);
    new Uint8Array(wasm.memory.buffer, pointer, bytes.length).set(bytes);
    let status;
    try {
      status = wasm.sk_request(kind, pointer, bytes.length);
    } catch (error) {
      // A trap: a bug, never an answer. The module is left as it was; say what it printed.
      const printed = state.printed.trim();
      state.printed = "";
      throw new Error(`springkit.wasm failed on ${JSON.stringify(fields)}` + (printed ? `: ${printed}` : ""), { cause: error });
    }
    wasm.sk_free(pointer);
    const text = decoder.decode(new Uint8Array(wasm.memory.buffer, wasm.sk_result_pointer(), wasm.sk_result_length()));
    if (status !== 0) throw new SpringKitError(text, status);
    return text;
  }

  function checkedSpec(spec) {
    if (typeof spec !== "string") throw new TypeError("a spring spec is a string, such as \"k=170,c=26\"");
    return spec;
  }

  return Object.freeze({
    /**
     * `springtune metrics --spring SPEC [options] --format json`, parsed. Options: `band` (a
     * fraction: --band; `{ absolute }`: --band-absolute), `rest` (`{ delta, speed }`:
     * --rest-delta, --rest-speed), `solver`, `retargets` (`["T:VALUE", …]`: --retarget),
     * `frameRate`, `androidProperty`, `overshootClamping`, `frameLoop`.
     */
    metrics: (spec, options = {}) => JSON.parse(request(METRICS, { spec: checkedSpec(spec), ...checkedOptions("metrics", options) })),
    /** `springtune convert --spring SPEC [--frame-rate F] --format json`, parsed; option `frameRate`. */
    convert: (spec, options = {}) => JSON.parse(request(CONVERT, { spec: checkedSpec(spec), ...checkedOptions("convert", options) })),
    /** `springtune durations --spring SPEC --format json`, parsed: every engine's record. */
    durations: (spec) => JSON.parse(request(DURATIONS, { spec: checkedSpec(spec) })),
    /**
     * `springtune export --spring SPEC --as FORMAT [options]`: the code, as text. Options
     * `maxError`, `keyframeStep`, `frameRate`, `solver` (--max-error, --keyframe-step, --frame-rate, --solver).
     */
    export: (spec, format, options = {}) => {
      if (typeof format !== "string") throw new TypeError("an export format is a string, such as \"swiftui\"");
      return request(EXPORT, { spec: checkedSpec(spec), format, ...checkedOptions("export", options) });
    },
    /**
     * `springtune solve --spring SPEC --duration T (--samples N | --dt H) [options] --format json`,
     * parsed: `{ t, x, v }` (and `error` with `error: true`). Options: `duration` (required),
     * `samples` or `dt`, `solver`, `retargets`, `error`, `frameRate`, `androidProperty`,
     * `overshootClamping`, `frameLoop`.
     */
    solve: (spec, options) => {
      const fields = checkedOptions("solve", options ?? {});
      if (fields.duration === undefined) throw new TypeError("solve needs duration, the end time in seconds, such as { duration: 1, dt: 1 / 60 }");
      return JSON.parse(request(SOLVE, { spec: checkedSpec(spec), ...fields }));
    },
    /**
     * `springtune fit OPTIONS --format json`, parsed: the spring meeting step-response targets
     * (`settlingTime`, `overshoot`, `peakTime`, `riseTime`, with `band`, `constraint`), or
     * reproducing `keyframes` (with `timing`) or another spring (`match`, with `matchSolver`,
     * `duration`); `family`, `free`, `mass`, `stiffness`, `damping`, `velocity`, `from`, `to`
     * as the CLI's options of those names.
     */
    fit: (options) => JSON.parse(request(FIT, checkedOptions("fit", options))),
    /** `springtune preset list --format json`, parsed: the bundled presets. */
    presets: () => JSON.parse(request(PRESETS, {})),
    /**
     * The user's preset file the module holds (as `--preset-file` gives one to the CLI): its
     * presets resolve in every spec (`preset:NAME`) and are listed beside the bundled ones;
     * the studio's save writes into it. `userPresets()` returns it, `{ path, text }`;
     * `userPresets({ path, text })` replaces it after checking it as the CLI reads a preset
     * file (a SpringKitError, 65, with the decoder's line, leaves it as it was);
     * `userPresets(null)` empties it.
     */
    userPresets: (file) => {
      if (file !== undefined && file !== null && !(typeof file === "object" && typeof file.path === "string" && typeof file.text === "string")) {
        throw new TypeError("a preset file is { path: string, text: string }, or null");
      }
      return JSON.parse(request(USER_PRESETS, file === undefined ? {} : { file: file && { path: file.path, text: file.text } }));
    },
    /**
     * What `springtune studio` answers METHOD PATH with QUERY (a query string or a form, such as
     * `URLSearchParams`'s `toString()`): `{ status, type, text }`, its status code, content type
     * and body. The computing endpoints (/api/config, view, metrics, convert, export, presets,
     * fit) answer as the server does; what needs the disk (saving presets, a project) is 403.
     */
    studio: (method, path, query = "") => {
      if (typeof method !== "string" || typeof path !== "string") throw new TypeError("method and path are strings, such as \"GET\", \"/api/metrics\"");
      const answer = request(STUDIO, { method, path, query: String(query) });
      const line = answer.indexOf("\n"), space = answer.indexOf(" ");
      return { status: Number(answer.slice(0, space)), type: answer.slice(space + 1, line), text: answer.slice(line + 1) };
    },
  });
}
