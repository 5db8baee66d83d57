// springkit.js against the CLI (make test-web; docs/web.md): for seeded springs written in
// every family and every bundled preset, sk.metrics(spec), sk.convert(spec) and
// sk.durations(spec) must give what `springtune metrics|convert|durations --spring SPEC
// --format json` prints — every key and string identical, every number within 1e-12
// relative — and a refused spec the CLI's exit code and one-line message; sk.presets() what
// `springtune preset list --format json` prints; sk.export(spec, format), for every format,
// the text of `springtune export --as FORMAT`, identical but for numbers (within 1e-12).
// Plain node, no packages.
//
//   node Scripts/test_springkit.mjs SPRINGTUNE DIST_WEB [COUNT]

import { execFileSync, spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import path from "node:path";

const [springtune, distWeb, countArgument] = process.argv.slice(2);
if (!springtune || !distWeb) {
  console.error("usage: node Scripts/test_springkit.mjs SPRINGTUNE DIST_WEB [COUNT]");
  process.exit(64);
}
const count = Number(countArgument ?? 1200);
const { load, SpringKitError } = await import(pathToFileURL(path.resolve(distWeb, "springkit.js")).href);
const sk = await load();

// mulberry32: a small seeded PRNG, so every run tests the same springs.
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(20261129);
const logUniform = (lo, hi) => Math.exp(Math.log(lo) + random() * (Math.log(hi) - Math.log(lo)));

// The CLI as a user without preset files runs it: the bundled presets only.
const environment = { ...process.env };
delete environment.SPRINGTUNE_PRESET_PATH;

function cli(command, specs, flags = []) {
  const args = [command, ...specs.flatMap((spec) => ["--spring", spec]), ...flags, "--format", "json"];
  const output = execFileSync(springtune, args, { encoding: "utf8", maxBuffer: 1 << 28, stdio: ["ignore", "pipe", "pipe"], env: environment });
  const value = JSON.parse(output);
  if (command === "durations") {
    // One flat array: every engine's record for each spring in turn.
    const each = value.length / specs.length;
    return specs.map((_, index) => value.slice(index * each, (index + 1) * each));
  }
  return specs.length === 1 ? [value] : value;
}

let failures = 0;
let compared = 0;
let stringsWithNumbers = 0;
let largest = { relative: 0, where: "" };
function fail(message) {
  failures += 1;
  if (failures <= 20) console.error("FAIL " + message);
}

// Keys in order and identical, strings identical, numbers within 1e-12 relative.
function same(got, want, where) {
  if (typeof want === "number" && typeof got === "number") {
    compared += 1;
    if (got === want) return;
    const relative = Math.abs(got - want) / Math.max(Math.abs(want), Number.MIN_VALUE);
    if (relative > largest.relative) largest = { relative, where };
    if (relative > 1e-12) fail(`${where}: ${got} vs the CLI's ${want} (relative ${relative.toExponential(2)})`);
    return;
  }
  if (typeof want === "string" && typeof got === "string" && got !== want) {
    // A message may quote a number at full precision (a reason's "this spring's is 5.9244…"),
    // computed through libm: the text around it must be identical, the number within 1e-12.
    const number = /-?\d+(?:\.\d+)?(?:e[-+]?\d+)?/g;
    const gotNumbers = got.match(number) ?? [], wantNumbers = want.match(number) ?? [];
    if (got.replace(number, "#") !== want.replace(number, "#") || gotNumbers.length !== wantNumbers.length) {
      fail(`${where}: ${JSON.stringify(got)} vs the CLI's ${JSON.stringify(want)}`);
      return;
    }
    stringsWithNumbers += 1;
    gotNumbers.forEach((text, index) => same(Number(text), Number(wantNumbers[index]), `${where} (number ${index + 1} in the text)`));
    return;
  }
  if (want === null || typeof want !== "object") {
    if (got !== want) fail(`${where}: ${JSON.stringify(got)} vs the CLI's ${JSON.stringify(want)}`);
    return;
  }
  if (got === null || typeof got !== "object" || Array.isArray(got) !== Array.isArray(want)) {
    fail(`${where}: ${JSON.stringify(got)} vs the CLI's ${JSON.stringify(want)}`);
    return;
  }
  const gotKeys = Object.keys(got), wantKeys = Object.keys(want);
  if (gotKeys.join(",") !== wantKeys.join(",")) {
    fail(`${where}: keys ${gotKeys.join(",")} vs the CLI's ${wantKeys.join(",")}`);
    return;
  }
  for (const key of wantKeys) same(got[key], want[key], `${where}.${key}`);
}

// Seeded physical springs over the regimes, with steps and velocities.
const physical = [], motions = [];
for (let index = 0; index < Math.ceil(count / 12); index += 1) {
  const mass = random() < 0.5 ? 1 : logUniform(0.1, 10);
  const stiffness = logUniform(5, 2000) * mass;
  const zeta = [logUniform(0.05, 0.99), logUniform(1.01, 3), 1][Math.floor(random() * 3)];
  const damping = 2 * zeta * Math.sqrt(stiffness * mass);
  const draw = random();
  const motion = draw < 0.3 ? `,from=${Math.round(random() * 400 - 200)},to=${Math.round(random() * 400 - 200) + 0.5}`
    : draw < 0.5 ? `,velocity=${(random() * 20 - 10).toFixed(3)}` : "";
  physical.push(`m=${mass},k=${stiffness},c=${damping}` + motion);
  motions.push(motion);
}

// Every family: each physical spring as every form that expresses it (the CLI's own
// conversion), read back as a spec of the form's family.
const familyOfForm = {
  physical: "physical", response: "response", swiftui: "swiftui", motion: "motion", motionVisual: "motion",
  settling: "settling", pop: "pop", origami: "origami", android: "android", flutter: "flutter",
  flutterRatio: "flutter", anime: "anime", animeBounce: "anime", svelte: "svelte", elastic: "elastic",
  reanimated: "reanimated", reanimatedMs: "reanimated", reanimated3: "reanimated3",
};
const byFamily = new Map();
const add = (family, spec) => {
  if (!byFamily.has(family)) byFamily.set(family, []);
  byFamily.get(family).push(spec);
};
const conversions = cli("convert", physical);
conversions.forEach((conversion, index) => {
  add("physical", physical[index]);
  const { mass, stiffness, damping } = conversion.physical;
  add("jnw", `jnw:m=${mass},k=${stiffness},c=${damping}` + motions[index]);
  for (const [form, family] of Object.entries(familyOfForm)) {
    const values = conversion[form];
    if (!values || form === "physical") continue;
    // The form's values, and the motion (from, to, velocity) half the time.
    const keys = Object.entries(values).map(([key, value]) => `${key}=${value}`).join(",");
    add(family, `${family}:${keys}` + (random() < 0.5 ? motions[index] : ""));
  }
});

// One spec, as the CLI answers it alone: its JSON, or its exit code and line.
function cliAlone(command, spec, flags = []) {
  return cliRun([command, "--spring", spec, ...flags, "--format", "json"]);
}

// The CLI's options as springkit.js names them (the test's own table, docs/web.md): the
// flags a call's options stand for, and the CLI's line with each option it names spelled as
// springkit.js spells it.
const optionFlags = {
  duration: "--duration", samples: "--samples", dt: "--dt", solver: "--solver", frameRate: "--frame-rate",
  retargets: "--retarget", error: "--error", androidProperty: "--android-property", overshootClamping: "--overshoot-clamping",
  frameLoop: "--frame-loop", maxError: "--max-error", keyframeStep: "--keyframe-step", settlingTime: "--settling-time",
  overshoot: "--overshoot", peakTime: "--peak-time", riseTime: "--rise-time", band: "--band", constraint: "--constraint",
  keyframes: "--keyframes", timing: "--timing", match: "--match", matchSolver: "--match-solver", free: "--free",
  family: "--family", mass: "--mass", stiffness: "--stiffness", damping: "--damping", velocity: "--velocity", from: "--from", to: "--to",
};
const scriptNames = { ...Object.fromEntries(Object.entries(optionFlags).map(([name, flag]) => [flag, name])),
  "--band-absolute": "band.absolute", "--rest-delta": "rest.delta", "--rest-speed": "rest.speed", "--as": "export format",
  "--data": "data" };
function flagsOf(options) {
  return Object.entries(options).flatMap(([name, value]) => {
    if (name === "band" && typeof value === "object") return ["--band-absolute", String(value.absolute)];
    if (name === "rest") return ["--rest-delta", String(value.delta), "--rest-speed", String(value.speed)];
    if (value === true) return [optionFlags[name]];
    if (name === "free") return [optionFlags[name], value.join(",")];
    if (Array.isArray(value)) return value.flatMap((item) => [optionFlags[name], item]);
    return [optionFlags[name], String(value)];
  });
}
const spelled = (line) => line.replace(/--[a-z-]+/g, (flag) => scriptNames[flag] ?? flag);

// The CLI run once: its JSON (or text), or its exit code and last line, spelled as springkit.js names the options.
function cliRun(args, json = true) {
  const run = spawnSync(springtune, args, { encoding: "utf8", env: environment, maxBuffer: 1 << 28 });
  if (run.status === 0) return json ? { value: JSON.parse(run.stdout) } : { text: run.stdout };
  return { status: run.status, line: spelled(run.stderr.trim().split("\n").pop().replace(/^springtune: /, "")) };
}

// What springkit.js answers against what the CLI answered: the same JSON, or the same refusal
// (a refusal the CLI gives too is a match).
let callChecks = 0, callRefusals = 0;
function compareCall(where, call, answer) {
  let got, error;
  try { got = call(); } catch (caught) { error = caught; }
  callChecks += 1;
  if (answer.status === undefined) {
    if (error) fail(`${where}: the CLI answers, springkit.js threw ${error.exitCode ?? ""} ${error.message}`);
    else if (answer.text !== undefined) sameText(got, answer.text, where);
    else same(got, answer.value, where);
    return;
  }
  callRefusals += 1;
  if (!(error instanceof SpringKitError)) fail(`${where}: the CLI exits ${answer.status} (${answer.line}), springkit.js ${error ? `threw ${error}` : "answered"}`);
  else if (!sameRefusal(error, answer)) {
    fail(`${where}: ${error.exitCode} ${error.message} vs the CLI's ${answer.status} ${answer.line}`);
  }
}

// A refusal springkit.js gives as the CLI does: the same exit code and line. Where the CLI's
// argument parser refuses a name before the library sees it ("The value 'x' is invalid for
// 'solver <name>'…", ArgumentParser's words), springkit.js gives the library's line: it must
// name the same option and value and allow the same names.
function sameRefusal(error, answer) {
  if (error.exitCode !== answer.status) return false;
  const parser = answer.line.match(/^The value '([^']*)' is invalid for '(\S+) <[^>]*>'(?:: must be one of |\. Please provide one of )(.*?)\.?$/);
  if (!parser) return error.message === answer.line;
  const [, value, option, allowed] = parser;
  const names = (text) => (text.match(/[a-z0-9][a-z0-9-]*/g) ?? []).filter((name) => name !== "or" && name !== "and").join(",");
  const prefix = `invalid ${option} '${value}': must be one of `;
  return error.message.startsWith(prefix) && names(error.message.slice(prefix.length)) === names(allowed);
}


// sk[command](spec) against the CLI's answer: the same JSON, or the same refusal.
let refusals = 0;
function check(command, spec, answer, options) {
  let got, error;
  try { got = options ? sk[command](spec, options) : sk[command](spec); } catch (caught) { error = caught; }
  if (answer.value !== undefined) {
    if (error) fail(`${command} '${spec}': the CLI answers, springkit.js threw ${error.message}`);
    else same(got, answer.value, `${command} ${spec}` + (options ? ` ${JSON.stringify(options)}` : ""));
    return;
  }
  refusals += 1;
  if (!(error instanceof SpringKitError)) fail(`${command} '${spec}': the CLI exits ${answer.status} (${answer.line}), springkit.js did not throw a SpringKitError`);
  else if (!sameRefusal(error, answer)) {
    fail(`${command} '${spec}': ${error.exitCode} ${error.message} vs the CLI's ${answer.status} ${answer.line}`);
  }
}

// The CLI's answers for specs: together while none is refused, else halves, down to each
// refused spec alone (its exit code and line).
function answersOf(command, specs, flags = []) {
  if (specs.length === 1) return [cliAlone(command, specs[0], flags)];
  try {
    return cli(command, specs, flags).map((value) => ({ value }));
  } catch {
    const half = Math.ceil(specs.length / 2);
    return [...answersOf(command, specs.slice(0, half), flags), ...answersOf(command, specs.slice(half), flags)];
  }
}

// Every bundled preset (sk.presets() must list what `springtune preset list` lists), alone
// and with an override of its motion or of a parameter of its family.
const presetList = JSON.parse(execFileSync(springtune, ["preset", "list", "--format", "json"], { encoding: "utf8", env: environment }));
same(sk.presets(), presetList, "presets");
// A preset tuned under a renderer is measured as that engine draws it, and the CLI then adds
// the solver keys to every record of the batch: such presets go in batches of their own.
for (const preset of presetList) {
  const draw = random();
  const specs = [`preset:${preset.name}`,
    `preset:${preset.name},` + (draw < 0.4 ? `to=${Math.round(random() * 200)}` : draw < 0.7 ? "velocity=2" : "mass=2")];
  // An override the preset's family refuses (a svelte preset's velocity) is a refusal to
  // compare with the CLI's, in either group.
  const tuned = (spec) => { try { return "solver" in sk.metrics(spec); } catch (error) { if (error instanceof SpringKitError) return false; throw error; } };
  for (const spec of specs) add(tuned(spec) ? "preset (tuned under a renderer)" : "preset", spec);
}

let springs = 0;
for (const [family, specs] of byFamily) {
  for (let start = 0; start < specs.length; start += 100) {
    const batch = specs.slice(start, start + 100);
    for (const command of ["metrics", "convert", "durations"]) {
      const answers = answersOf(command, batch);
      batch.forEach((spec, index) => check(command, spec, answers[index]));
    }
    springs += batch.length;
  }
}
const families = [...byFamily.keys()];
if (springs < 1000) fail(`only ${springs} springs compared (at least 1000)`);

// Refused specs: the CLI's exit code and line (without its `springtune: ` prefix).
const refused = ["k=-1,c=1", "k=abc", "wobble:k=1", "k=100,c=10,m=0", "pop:bounciness=25,speed=12", "k=100",
  "swiftui:duration=0.5,bounce=2", "k=1e300,c=1", "k=100,c=10,from=1,to=1,v0=3", "", "k=100,c=10,k=3",
  "svelte:stiffness=2,damping=0.5", "android:stiffness=1e-320,dampingRatio=0.5",
  "preset:alert-inn", "preset:no-such-preset-at-all", "preset:", "preset:swiftui-bouncy,k=-1", "preset:swiftui-bouncy,wobble=2"];
for (const spec of refused) {
  for (const command of ["metrics", "convert", "durations"]) check(command, spec, cliAlone(command, spec));
}
// A spec that is not a string is a TypeError, before the module.
try { sk.metrics(42); fail("sk.metrics(42) did not throw"); } catch (error) {
  if (!(error instanceof TypeError)) fail(`sk.metrics(42) threw ${error}`);
}

// sk.metrics(spec, options) against `springtune metrics --spring … OPTIONS`: three springs
// of every family (presets too) under each set of options, and the values the library refuses.
const optionSets = [
  [{ band: 0.05 }, ["--band", "0.05"]],
  [{ band: { absolute: 0.5 } }, ["--band-absolute", "0.5"]],
  [{ rest: { delta: 0.001, speed: 0.01 } }, ["--rest-delta", "0.001", "--rest-speed", "0.01"]],
  [{ band: 0.1, rest: { delta: 0.01, speed: 0.5 } }, ["--band", "0.1", "--rest-delta", "0.01", "--rest-speed", "0.5"]],
];
// Values the library refuses (whatever the spring): with one spring.
const refusedOptionSets = [
  [{ band: 2 }, ["--band", "2"]],
  [{ band: 0 }, ["--band", "0"]],
  [{ band: { absolute: -1 } }, ["--band-absolute", "-1"]],
  [{ rest: { delta: -1, speed: 1 } }, ["--rest-delta", "-1", "--rest-speed", "1"]],
  [{ rest: { delta: 1, speed: 0 } }, ["--rest-delta", "1", "--rest-speed", "0"]],
];
let optionChecks = 0;
for (const [family, specs] of [...byFamily, ["refused", ["k=100,c=10"]]]) {
  const batch = specs.slice(0, 3);
  for (const [options, flags] of family === "refused" ? refusedOptionSets : optionSets) {
    const args = ["metrics", ...batch.flatMap((spec) => ["--spring", spec]), ...flags, "--format", "json"];
    const run = spawnSync(springtune, args, { encoding: "utf8", env: environment, maxBuffer: 1 << 26 });
    const answers = run.status === 0 ? (batch.length === 1 ? [JSON.parse(run.stdout)] : JSON.parse(run.stdout)).map((value) => ({ value }))
      : batch.map((spec) => {
        const alone = spawnSync(springtune, ["metrics", "--spring", spec, ...flags, "--format", "json"], { encoding: "utf8", env: environment });
        return alone.status === 0 ? { value: JSON.parse(alone.stdout) } : { status: alone.status, line: alone.stderr.trim().replace(/^springtune: /, "") };
      });
    batch.forEach((spec, index) => {
      optionChecks += 1;
      check("metrics", spec, answers[index], options);
    });
  }
}
for (const [options, kind] of [[{ bands: 0.05 }, "unknown option"], [{ band: "0.05" }, "a string band"], [{ rest: { delta: 0.1 } }, "rest without speed"]]) {
  try { sk.metrics("k=100,c=10", options); fail(`metrics with ${kind} did not throw`); } catch (error) {
    if (!(error instanceof TypeError)) fail(`metrics with ${kind} threw ${error}`);
  }
}

// sk.export(spec, format) against `springtune export --as FORMAT --spring …`: for every format,
// a few springs of every family and every preset. The CLI writes a batch's texts one after
// another (a blank line between them, none for json and motion), so a batch is compared
// whole; a refused batch is halved down to the refused spec alone (exit code and line).
// Texts must be identical but for numbers, which agree within 1e-12 relative.
const number = /-?\d+(?:\.\d+)?(?:e[-+]?\d+)?/g;
let exportTexts = 0, exportRefusals = 0;
function sameText(got, want, where) {
  const gotNumbers = got.match(number) ?? [], wantNumbers = want.match(number) ?? [];
  if (got.replace(number, "#") !== want.replace(number, "#") || gotNumbers.length !== wantNumbers.length) {
    const gotLines = got.split("\n"), wantLines = want.split("\n");
    const line = wantLines.findIndex((text, index) => text.replace(number, "#") !== (gotLines[index] ?? "").replace(number, "#"));
    fail(`${where}: line ${line + 1} ${JSON.stringify(gotLines[line])} vs the CLI's ${JSON.stringify(wantLines[line])}`);
    return;
  }
  gotNumbers.forEach((text, index) => same(Number(text), Number(wantNumbers[index]), `${where} (number ${index + 1} in the text)`));
}
function exportAlone(format, spec, options = {}) {
  return cliRun(["export", "--as", format, "--spring", spec, ...flagsOf(options)], false);
}
function checkExport(format, specs, options = {}) {
  const run = specs.length === 1 ? exportAlone(format, specs[0], options)
    : spawnSync(springtune, ["export", "--as", format, ...specs.flatMap((spec) => ["--spring", spec]), ...flagsOf(options)],
                { encoding: "utf8", env: environment, maxBuffer: 1 << 26 });
  if (specs.length > 1 && run.status !== 0) {
    const half = Math.ceil(specs.length / 2);
    checkExport(format, specs.slice(0, half), options);
    checkExport(format, specs.slice(half), options);
    return;
  }
  const answer = specs.length === 1 ? run : { text: run.stdout };
  let texts = [], error;
  try { texts = specs.map((spec) => sk.export(spec, format, options)); } catch (caught) { error = caught; }
  if (answer.text !== undefined) {
    if (error) fail(`export ${format} '${specs[0]}': the CLI answers, springkit.js threw ${error.message}`);
    else {
      sameText(texts.join(format === "json" || format === "motion" ? "" : "\n"), answer.text, `export ${format} ${specs.join(" ")}`);
      exportTexts += specs.length;
    }
    return;
  }
  exportRefusals += 1;
  if (!(error instanceof SpringKitError)) fail(`export ${format} '${specs[0]}': the CLI exits ${answer.status} (${answer.line}), springkit.js did not throw a SpringKitError`);
  else if (!sameRefusal(error, answer)) {
    fail(`export ${format} '${specs[0]}': ${error.exitCode} ${error.message} vs the CLI's ${answer.status} ${answer.line}`);
  }
}
const formats = execFileSync(springtune, ["export", "--help"], { encoding: "utf8" }).match(/Formats: ([^.]*)\./)[1].split(/,\s*/);
// Per format: two springs of every family (a different pair for each format) and a third of the
// presets (each preset in a third of the formats), with the preset overrides.
const exportFamilies = (index) => [...byFamily].filter(([family]) => !family.startsWith("preset"))
  .flatMap(([, specs]) => [specs[(2 * index) % specs.length], specs[(2 * index + 1) % specs.length]]);
const exportPresets = [...byFamily].filter(([family]) => family.startsWith("preset")).flatMap(([, specs]) => specs);
formats.forEach((format, index) => {
  checkExport(format, [...exportFamilies(index), ...exportPresets.filter((_, preset) => (preset + index) % 3 === 0)]);
});
for (const format of formats) checkExport(format, ["k=100,c=0", "k=1e-300,c=1e-300", "jnw:k=1,c=0.001"]);
// An unknown format: the CLI's exit code and line, the format named by the library's word
// for it ("export format") where the CLI names its option (--as).
for (const name of ["swift-ui", "core-animation"]) {
  const answer = exportAlone(name, "k=100,c=10");
  try { sk.export("k=100,c=10", name); fail(`export ${name} did not throw`); } catch (error) {
    const want = answer.line.replace("unknown --as ", "unknown export format ");
    if (!(error instanceof SpringKitError) || error.exitCode !== answer.status || error.message !== want) {
      fail(`export ${name}: ${error.exitCode} ${error.message} vs the CLI's ${answer.status} ${answer.line}`);
    }
    exportRefusals += 1;
  }
}

// sk.solve(spec, options) against `springtune solve --spring SPEC FLAGS --format json`: a
// spring of every family (presets too) under two of these option sets each, in turn: sample
// counts and steps, integrators, engines' frames at other frame rates, their settings,
// retargets and the error column. t, x and v within 1e-12 relative; the error column is
// x − x_exact, a difference of two numbers each within 1e-12 relative, so it must agree
// within 1e-12 of their size.
const solveOptions = [
  { duration: 1, samples: 11 },
  { duration: 0.5, dt: 1 / 60, solver: "rk4", error: true },
  { duration: 1, dt: 1 / 120, solver: "motion", frameRate: 120 },
  { duration: 2, dt: 0.01, solver: "react-spring", frameLoop: "running" },
  { duration: 1, dt: 0.005, solver: "android", androidProperty: "scale", frameRate: 90 },
  { duration: 0.8, samples: 50, solver: "pop" },
  { duration: 1, dt: 1 / 60, solver: "jnw" },
  { duration: 1.2, dt: 1 / 60, solver: "reanimated", overshootClamping: true },
  { duration: 1, dt: 0.02, solver: "svelte", retargets: ["0.2:0.5"] },
  { duration: 1.5, samples: 200, solver: "flutter", frameRate: 144 },
  { duration: 1, samples: 20, retargets: ["0.3:2", "0.6:1"], error: true },
  { duration: 0.3, dt: 0.01, solver: "dopri" },
  { duration: 1, dt: 1 / 60, solver: "rebound-js" },
  { duration: 0.7, dt: 0.007, solver: "verlet", error: true },
  { duration: 1, dt: 1 / 60, solver: "swiftui" },
  { duration: 1, dt: 0.01, solver: "reanimated3", frameRate: 30 },
];
function compareSolve(spec, options, answer) {
  const where = `solve ${spec} ${JSON.stringify(options)}`;
  if (answer.value?.error === undefined) return compareCall(where, () => sk.solve(spec, options), answer);
  const { error: wantError, ...want } = answer.value;
  compareCall(where, () => {
    const { error: gotError, ...got } = sk.solve(spec, options);
    if (gotError?.length !== wantError.length) fail(`${where}: ${gotError?.length} error values vs the CLI's ${wantError.length}`);
    else wantError.forEach((value, index) => {
      compared += 1;
      const size = Math.max(Math.abs(want.x[index]), Math.abs(want.x[index] - value), Number.MIN_VALUE);
      if (Math.abs(gotError[index] - value) > 1e-12 * size) fail(`${where}.error.${index}: ${gotError[index]} vs the CLI's ${value} (x ${want.x[index]})`);
    });
    return got;
  }, { value: want });
}
let solveIndex = 0;
for (const [, specs] of byFamily) {
  for (let turn = 0; turn < 2; turn += 1) {
    const spec = specs[turn % specs.length], options = solveOptions[solveIndex++ % solveOptions.length];
    compareSolve(spec, options, cliAlone("solve", spec, flagsOf(options)));
  }
}
// Values the library refuses, and refused specs: the CLI's exit code and line.
const refusedSolves = [
  ["k=100,c=10", { duration: -1, samples: 3 }], ["k=100,c=10", { duration: 1 }], ["k=100,c=10", { duration: 1, samples: 3, dt: 0.1 }],
  ["k=100,c=10", { duration: 1, dt: 0 }], ["k=100,c=10", { duration: 1, dt: 0.1, frameRate: 120 }],
  ["k=100,c=10", { duration: 1, dt: 0.1, solver: "rk4", retargets: ["0.2:0.5"] }], ["k=100,c=10", { duration: 1, dt: 0.1, retargets: ["0.5:1", "0.2:0"] }],
  ["k=100,c=10", { duration: 1, dt: 0.1, solver: "wobble" }], ["k=100,c=10", { duration: 1, dt: 0.1, solver: "android", androidProperty: "size" }],
  ["k=100,c=10", { duration: 1, dt: 0.1, solver: "react-spring", frameLoop: "busy" }],
  ["k=-1,c=1", { duration: 1, dt: 0.1 }], ["preset:no-such-preset", { duration: 1, dt: 0.1 }],
  ["svelte:stiffness=2,damping=0.5", { duration: 1, dt: 0.1 }],
];
for (const [spec, options] of refusedSolves) compareSolve(spec, options, cliAlone("solve", spec, flagsOf(options)));
// springkit.js writes a curve whole in the module's memory: at most 1,000,000 samples
// (docs/web.md), where the CLI streams up to 50,000,000; otherwise the CLI's refusal.
for (const [options, limit] of [[{ duration: 1, samples: 1 }, "must be 2…1000000"], [{ duration: 1, dt: 1e-7 }, "more than 1000000"]]) {
  try { sk.solve("k=100,c=10", options); fail(`solve ${JSON.stringify(options)} was answered`); } catch (error) {
    if (!(error instanceof SpringKitError) || error.exitCode !== 64 || !error.message.endsWith(limit)) fail(`solve ${JSON.stringify(options)} threw ${error}`);
  }
}

// sk.fit(options) against `springtune fit FLAGS --format json`: target sets (two targets, one
// with a constraint, with a band, mass, velocity, a motion and a family), keyframes and another
// spring to reproduce, and seeded targets; then refusals.
const fits = [
  { settlingTime: 0.35, overshoot: 5 }, { settlingTime: 0.4, overshoot: 3, velocity: 2 },
  { settlingTime: 0.35, constraint: "damping=stiffness" }, { peakTime: 0.2, overshoot: 10, band: 0.05 },
  { riseTime: 0.1, settlingTime: 0.5, mass: 2 }, { settlingTime: 0.3, overshoot: 0 }, { settlingTime: 0.5, constraint: "dampingRatio=0.7" },
  { settlingTime: 0.35, overshoot: 5, family: "swiftui" }, { settlingTime: 0.6, overshoot: 12, family: "motion", from: 0, to: 100 },
  { settlingTime: 0.35, overshoot: 5, family: "flutter" }, { peakTime: 0.3, riseTime: 0.1 }, { settlingTime: 0.1, riseTime: 0.2 },
  { keyframes: "0:0.01,0.2:1.1,0.3:0.9,0.4:1.0", timing: ["easeInEaseOut"] },
  { keyframes: "0:0,0.25:1.08,0.5:1", timing: ["linear", "easeOut"], family: "swiftui" },
  { match: "k=300,c=20", matchSolver: "pop", family: "swiftui" },
  { match: "jnw:k=14,c=14,from=1.2,to=1", free: ["stiffness", "damping", "velocity"] },
  { match: "k=170,c=26", duration: 1, stiffness: 170, free: ["damping"] },
];
for (let index = 0; index < 4; index += 1) {
  fits.push({ settlingTime: Number(logUniform(0.1, 3).toFixed(4)), overshoot: Number(logUniform(0.01, 60).toFixed(3)) });
}
const refusedFits = [
  {}, { settlingTime: 0.35 }, { settlingTime: -1, overshoot: 5 }, { settlingTime: 0.35, overshoot: 5, family: "wobble" },
  { settlingTime: 0.35, overshoot: 5, free: ["stiffness"] }, { keyframes: "0:0,0.2:1", constraint: "damping=stiffness" },
  { keyframes: "0:0,x:1" }, { match: "k=-1,c=2" }, { match: "preset:no-such-preset" }, { match: "k=100,c=10", matchSolver: "wobble" },
  { settlingTime: 0.35, overshoot: 5, keyframes: "0:0,0.2:1" }, { match: "k=100,c=10", duration: 100 },
];
for (const options of [...fits, ...refusedFits]) {
  compareCall(`fit ${JSON.stringify(options)}`, () => sk.fit(options), cliRun(["fit", ...flagsOf(options), "--format", "json"]));
}

// The options of sk.convert (frameRate) and the rest of sk.metrics' (solver, frameRate,
// retargets, engine settings) and sk.export's (maxError, keyframeStep, frameRate, solver): a
// spring of every family under each set, in one CLI run per set (halved down to a refused
// spring alone); values refused whatever the spring with one spring.
const optionSpecs = [...byFamily].map(([, specs], index) => specs[(index + 1) % specs.length]);
const optionChecksBefore = optionChecks;
const callOptions = [
  ["convert", [{ frameRate: 120 }], [{ frameRate: 0 }]],
  ["metrics", [{ solver: "pop" }, { solver: "react-spring", frameRate: 120, frameLoop: "running" },
               { solver: "motion", retargets: ["0.15:0.5"], rest: { delta: 0.01, speed: 0.1 } },
               { solver: "android", androidProperty: "alpha", band: 0.05 }, { solver: "reanimated3", overshootClamping: true, frameRate: 144 }],
   [{ frameRate: 120 }, { solver: "rk4", retargets: ["0.1:2"] }, { solver: "wobble" }, { retargets: ["1:x"] },
    { solver: "android", androidProperty: "size" }, { solver: "pop", frameRate: -1 }]],
];
for (const [command, sets, refusedSets] of callOptions) {
  for (const [options, specs] of [...sets.map((options) => [options, optionSpecs]), ...refusedSets.map((options) => [options, ["k=100,c=10"]])]) {
    const answers = answersOf(command, specs, flagsOf(options));
    specs.forEach((spec, index) => {
      optionChecks += 1;
      check(command, spec, answers[index], options);
    });
  }
}
const exportOptions = [["css", { solver: "motion", maxError: 0.001 }], ["keyframes", { keyframeStep: 0.01 }], ["svelte", { frameRate: 120 }]];
const refusedExportOptions = [["css", { maxError: 0.6 }], ["css", { solver: "rk4" }], ["swiftui", { maxError: 0.01 }],
  ["keyframes", { keyframeStep: 0.0001 }], ["svelte", { frameRate: 0 }], ["json", { solver: "pop" }]];
for (const [format, options] of exportOptions) checkExport(format, optionSpecs, options);
for (const [format, options] of refusedExportOptions) checkExport(format, ["k=100,c=10"], options);
console.log(`test_springkit: convert and metrics options: ${optionChecks - optionChecksBefore} comparisons; export options: ` +
  `${exportOptions.length + refusedExportOptions.length} sets`);

// Unknown options and wrong types are TypeErrors, before the module.
const typeErrors = [
  () => sk.solve("k=100,c=10", { duration: 1, step: 0.1 }), () => sk.solve("k=100,c=10", { dt: 0.1 }),
  () => sk.solve("k=100,c=10", { duration: "1", dt: 0.1 }), () => sk.solve("k=100,c=10", { duration: 1, samples: 2.5 }),
  () => sk.solve("k=100,c=10", { duration: 1, dt: 0.1, retargets: "0.2:0.5" }), () => sk.solve("k=100,c=10"),
  () => sk.fit({ settling: 0.3 }), () => sk.fit({ settlingTime: "0.3", overshoot: 5 }), () => sk.fit(null),
  () => sk.convert("k=100,c=10", { frameRate: "60" }), () => sk.convert("k=100,c=10", { rate: 60 }),
  () => sk.export("k=100,c=10", "css", { maxErr: 0.1 }), () => sk.export("k=100,c=10", "css", { solver: 3 }),
  () => sk.metrics("k=100,c=10", { overshootClamping: 1 }), () => sk.metrics("k=100,c=10", { band: { absolute: 0.1, fraction: 2 } }),
];
typeErrors.forEach((call, index) => {
  try { call(); fail(`type error ${index + 1} did not throw`); } catch (error) {
    if (!(error instanceof TypeError)) fail(`type error ${index + 1} threw ${error}`);
  }
});
// Non-finite numbers go to the library, which refuses them by value (the CLI refuses them as arguments).
for (const call of [() => sk.solve("k=100,c=10", { duration: NaN, dt: 0.1 }), () => sk.convert("k=100,c=10", { frameRate: Infinity })]) {
  try { call(); fail("a non-finite value was answered"); } catch (error) {
    if (!(error instanceof SpringKitError) || error.exitCode !== 64) fail(`a non-finite value threw ${error}`);
  }
}

console.log(`test_springkit: solve, fit and options: ${callChecks} calls against the CLI (${callRefusals} refusals), ${typeErrors.length} type errors`);
console.log(`test_springkit: metrics options: ${optionSets.length + refusedOptionSets.length} sets, ${optionChecks} comparisons`);
console.log(`test_springkit: export: ${formats.length} formats, ${exportTexts} texts identical but for numbers, ${exportRefusals} refusals`);
console.log(`test_springkit: ${springs} springs over ${families.length} families (${families.join(", ")}), ` +
  `${compared} numbers, ${refusals} refusals, ${stringsWithNumbers} texts differing only in a number; largest relative difference ${largest.relative.toExponential(2)}` +
  (largest.where ? ` (${largest.where})` : ""));
if (failures > 0) {
  console.error(`test_springkit: ${failures} failures`);
  process.exit(1);
}
