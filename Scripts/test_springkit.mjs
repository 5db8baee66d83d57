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

function cli(command, specs) {
  const args = [command, ...specs.flatMap((spec) => ["--spring", spec]), "--format", "json"];
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
function cliAlone(command, spec) {
  const run = spawnSync(springtune, [command, "--spring", spec, "--format", "json"], { encoding: "utf8", env: environment });
  return run.status === 0 ? { value: JSON.parse(run.stdout) } : { status: run.status, line: run.stderr.trim().replace(/^springtune: /, "") };
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
  else if (error.exitCode !== answer.status || error.message !== answer.line) {
    fail(`${command} '${spec}': ${error.exitCode} ${error.message} vs the CLI's ${answer.status} ${answer.line}`);
  }
}

// The CLI's answers for specs: together while none is refused, else halves, down to each
// refused spec alone (its exit code and line).
function answersOf(command, specs) {
  if (specs.length === 1) return [cliAlone(command, specs[0])];
  try {
    return cli(command, specs).map((value) => ({ value }));
  } catch {
    const half = Math.ceil(specs.length / 2);
    return [...answersOf(command, specs.slice(0, half)), ...answersOf(command, specs.slice(half))];
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
  for (const spec of specs) add("solver" in sk.metrics(spec) ? "preset (tuned under a renderer)" : "preset", spec);
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
function exportAlone(format, spec) {
  const run = spawnSync(springtune, ["export", "--as", format, "--spring", spec], { encoding: "utf8", env: environment, maxBuffer: 1 << 26 });
  return run.status === 0 ? { text: run.stdout } : { status: run.status, line: run.stderr.trim().split("\n").pop().replace(/^springtune: /, "") };
}
function checkExport(format, specs) {
  const run = specs.length === 1 ? exportAlone(format, specs[0])
    : spawnSync(springtune, ["export", "--as", format, ...specs.flatMap((spec) => ["--spring", spec])],
                { encoding: "utf8", env: environment, maxBuffer: 1 << 26 });
  if (specs.length > 1 && run.status !== 0) {
    const half = Math.ceil(specs.length / 2);
    checkExport(format, specs.slice(0, half));
    checkExport(format, specs.slice(half));
    return;
  }
  const answer = specs.length === 1 ? run : { text: run.stdout };
  let texts = [], error;
  try { texts = specs.map((spec) => sk.export(spec, format)); } catch (caught) { error = caught; }
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
  else if (error.exitCode !== answer.status || error.message !== answer.line) {
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

console.log(`test_springkit: metrics options: ${optionSets.length + refusedOptionSets.length} sets, ${optionChecks} comparisons`);
console.log(`test_springkit: export: ${formats.length} formats, ${exportTexts} texts identical but for numbers, ${exportRefusals} refusals`);
console.log(`test_springkit: ${springs} springs over ${families.length} families (${families.join(", ")}), ` +
  `${compared} numbers, ${refusals} refusals, ${stringsWithNumbers} texts differing only in a number; largest relative difference ${largest.relative.toExponential(2)}` +
  (largest.where ? ` (${largest.where})` : ""));
if (failures > 0) {
  console.error(`test_springkit: ${failures} failures`);
  process.exit(1);
}
