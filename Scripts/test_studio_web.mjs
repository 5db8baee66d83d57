// The static page's backend against the served studio (make test-web; docs/web.md):
// sk.studio(METHOD, PATH, QUERY) in Node — the studio's API (StudioAPI.reply(toGet:query:))
// compiled to WebAssembly — must answer what a running `springtune studio --port 0 --no-open`
// answers for the same request: the same status and content type, and the same body, every
// key and string identical and every number within 1e-12 relative. /api/view's plot is laid
// out with texts measured differently (a canvas, or in Node an estimate; the server: cairo),
// so there only its kind is compared (a drawing on both sides, or an error on both). Paths
// that need the disk are 403 in the page (a preset save goes into the browser's preset file);
// unknown paths 404 on both. Plain node, no packages.
//
//   node Scripts/test_studio_web.mjs SPRINGTUNE DIST_WEB

import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import path from "node:path";

const [springtune, distWeb] = process.argv.slice(2);
if (!springtune || !distWeb) {
  console.error("usage: node Scripts/test_studio_web.mjs SPRINGTUNE DIST_WEB");
  process.exit(64);
}
const { load } = await import(pathToFileURL(path.resolve(distWeb, "springkit.js")).href);
const sk = await load();

// The served studio as a user without preset files starts it: the bundled presets only.
const environment = { ...process.env };
delete environment.SPRINGTUNE_PRESET_PATH;
const server = spawn(springtune, ["studio", "--port", "0", "--no-open"], { env: environment, stdio: ["ignore", "pipe", "inherit"] });
const line = await new Promise((resolve, reject) => {
  createInterface({ input: server.stdout }).once("line", resolve);
  server.once("exit", (code) => reject(new Error(`springtune studio exited with ${code} before its first line`)));
});
const match = /^SpringTune studio: (http:\/\/127\.0\.0\.1:\d+)\/\?token=([0-9a-f]{64})$/.exec(line);
if (!match) {
  server.kill();
  throw new Error(`springtune studio printed ${JSON.stringify(line)}`);
}
const [, base, token] = match;

let failures = 0, compared = 0, requests = 0;
function fail(message) {
  failures += 1;
  if (failures <= 20) console.error("FAIL " + message);
}

// Keys in order and identical, strings identical but for numbers, numbers within 1e-12 relative.
const numberPattern = /-?\d+(?:\.\d+)?(?:e[-+]?\d+)?/g;
function sameNumber(got, want, where) {
  compared += 1;
  if (got === want) return;
  const relative = Math.abs(got - want) / Math.max(Math.abs(want), Number.MIN_VALUE);
  if (!(relative <= 1e-12)) fail(`${where}: ${got} vs the server's ${want} (relative ${relative.toExponential(2)})`);
}
function sameText(got, want, where) {
  if (got === want) return;
  const gotNumbers = got.match(numberPattern) ?? [], wantNumbers = want.match(numberPattern) ?? [];
  if (got.replace(numberPattern, "#") !== want.replace(numberPattern, "#") || gotNumbers.length !== wantNumbers.length) {
    fail(`${where}: ${JSON.stringify(got.slice(0, 300))} vs the server's ${JSON.stringify(want.slice(0, 300))}`);
    return;
  }
  gotNumbers.forEach((text, index) => sameNumber(Number(text), Number(wantNumbers[index]), `${where} (number ${index + 1})`));
}
function same(got, want, where) {
  if (typeof want === "number" && typeof got === "number") return sameNumber(got, want, where);
  if (typeof want === "string" && typeof got === "string") return sameText(got, want, where);
  if (want === null || typeof want !== "object" || got === null || typeof got !== "object" || Array.isArray(got) !== Array.isArray(want)) {
    if (got !== want) fail(`${where}: ${JSON.stringify(got)} vs the server's ${JSON.stringify(want)}`);
    return;
  }
  const gotKeys = Object.keys(got), wantKeys = Object.keys(want);
  if (gotKeys.join(",") !== wantKeys.join(",")) return fail(`${where}: keys ${gotKeys.join(",")} vs the server's ${wantKeys.join(",")}`);
  for (const key of wantKeys) same(got[key], want[key], `${where}.${key}`);
}

async function served(pathname, query) {
  const response = await fetch(`${base}${pathname}?${query ? query + "&" : ""}token=${token}`);
  return { status: response.status, type: response.headers.get("content-type") ?? "", text: await response.text() };
}

async function compare(pathname, pairs) {
  requests += 1;
  const query = new URLSearchParams(pairs).toString();
  const where = `GET ${pathname}?${query}`;
  const want = await served(pathname, query);
  const got = sk.studio("GET", pathname, query);
  if (got.status !== want.status) return fail(`${where}: status ${got.status} vs the server's ${want.status} (${want.text.trim()})`);
  if (got.type !== want.type) return fail(`${where}: type ${got.type} vs the server's ${want.type}`);
  if (!want.type.startsWith("application/json")) return sameText(got.text, want.text, where);
  const gotValue = JSON.parse(got.text), wantValue = JSON.parse(want.text);
  if (pathname === "/api/config") {
    // The page's one preset file is the browser's (sk.userPresets), the server's those it was started with.
    if (JSON.stringify(gotValue.presetFiles) !== JSON.stringify([sk.userPresets().path])) fail(`${where}: presetFiles ${JSON.stringify(gotValue.presetFiles)}, not the browser's preset file`);
    delete gotValue.presetFiles; delete wantValue.presetFiles;
  }
  if (pathname === "/api/view" && want.status === 200) {
    // The plot: measured by the canvas (here an estimate) in the page, by cairo in the server.
    const kind = (plot) => (plot.error === undefined ? "drawing" : "error");
    if (kind(gotValue.plot) !== kind(wantValue.plot)) fail(`${where}: plot ${JSON.stringify(gotValue.plot).slice(0, 200)} vs the server's ${JSON.stringify(wantValue.plot).slice(0, 200)}`);
    if (kind(gotValue.plot) === "drawing" && !(gotValue.plot.operations?.length > 0)) fail(`${where}: the plot draws nothing`);
    delete gotValue.plot; delete wantValue.plot;
    // The frame is where the plot put its panel: laid out with the same measured texts.
    if ((gotValue.frame === null) !== (wantValue.frame === null)) fail(`${where}: frame ${gotValue.frame} vs the server's ${wantValue.frame}`);
    if (wantValue.frame !== null) {
      same(gotValue.frame.samples.t.length, wantValue.frame.samples.t.length, `${where}.frame.samples`);
      same(gotValue.frame.width, wantValue.frame.width, `${where}.frame.width`);
    }
    delete gotValue.frame; delete wantValue.frame;
  }
  same(gotValue, wantValue, where);
}

try {
  const config = JSON.parse((await served("/api/config", "")).text);
  await compare("/api/config", []);
  await compare("/api/presets", []);
  await compare("/api/presets", [["group", "apple"]]);
  await compare("/api/presets", [["group", "no-such-group"]]);

  const springs = ["k=170,c=26", "m=2,k=300,c=12,velocity=3", "swiftui:duration=0.5,bounce=0.3", "motion:stiffness=380,damping=20",
    "response:response=0.4,dampingRatio=0.7", "pop:bounciness=4,speed=12", "k=100,c=40", "k=100,c=20", "k=100,c=0.5",
    "preset:swiftui-bouncy", "k=100,c=0", "k=-1,c=2", "k=abc", "preset:no-such-preset", "nonsense:x=1"];
  for (const spring of springs) {
    await compare("/api/metrics", [["spring", spring]]);
    await compare("/api/metrics", [["spring", spring], ["band", "0.05"]]);
    await compare("/api/convert", [["spring", spring]]);
    for (const solver of config.solvers.slice(0, 4)) await compare("/api/metrics", [["spring", spring], ["solver", solver]]);
    await compare("/api/view", [["spring", spring], ["spring", "k=300,c=20"], ["solver", "motion"], ["as", "swiftui"], ["label", "A"], ["label", "B"]]);
  }
  await compare("/api/metrics", springs.slice(0, 6).map((spring) => ["spring", spring]));
  await compare("/api/metrics", Array.from({ length: 9 }, () => ["spring", "k=1,c=1"]));
  await compare("/api/metrics", [["spring", "k=170,c=26"], ["band", "2"]]);
  await compare("/api/metrics", []);
  for (const format of config.exportFormats) {
    for (const spring of ["k=170,c=26", "swiftui:duration=0.5,bounce=0.3", "preset:swiftui-bouncy", "k=100,c=40", "k=100,c=0"]) {
      await compare("/api/export", [["spring", spring], ["as", format]]);
    }
  }
  await compare("/api/export", [["spring", "k=170,c=26"], ["as", "no-such-format"]]);
  await compare("/api/export", [["spring", "k=170,c=26"], ["as", "css"], ["maxError", "0.01"]]);
  await compare("/api/export", [["spring", "k=170,c=26"], ["as", "css"], ["maxError", "0.6"]]);
  await compare("/api/view", [["spring", "k=170,c=26"], ["active", "3"]]);
  await compare("/api/view", [["spring", "k=170,c=26"], ["theme", "dark"], ["width", "390"], ["height", "300"], ["preview", "motion"]]);
  await compare("/api/view", [["spring", "k=170,c=26"], ["width", "10"], ["height", "10"]]);
  for (const [settling, overshoot] of [["0.5", "10"], ["1.2", "0"], ["0.3", "25"], ["-1", "5"], ["0.5", "120"]]) {
    await compare("/api/fit", [["settlingTime", settling], ["overshoot", overshoot]]);
  }
  await compare("/api/fit", []);
  await compare("/api/no-such-endpoint", []);

  // What needs the disk: refused by the page, saying it needs the served studio.
  for (const [method, pathname] of [["GET", "/api/project"], ["POST", "/api/project/write"]]) {
    requests += 1;
    const got = sk.studio(method, pathname, "name=x&spring=k%3D1%2Cc%3D1");
    if (got.status !== 403 || !JSON.parse(got.text).error.includes("needs springtune studio")) {
      fail(`${method} ${pathname}: ${got.status} ${got.text}`);
    }
  }
  // The page's save writes into the browser's preset file (sk.userPresets), by the served
  // studio's rules (StudioStaticPageSaveTests compares the bytes with a save on disk).
  requests += 1;
  const saved = sk.studio("POST", "/api/presets/save", "name=x&spring=k%3D1%2Cc%3D1&file=my-presets.json");
  const file = sk.userPresets();
  if (saved.status !== 200 || JSON.parse(saved.text).savedPreset !== "x" || !file.text.includes('"name": "x"') || !JSON.stringify(sk.metrics("preset:x")).includes('"settlingTime":8.076')) {
    fail(`POST /api/presets/save into the browser's file: ${saved.status} ${saved.text} ${JSON.stringify(file)}`);
  }
  requests += 1;
  const taken = sk.studio("POST", "/api/presets/save", "name=alert-in&spring=k%3D1%2Cc%3D1&file=my-presets.json");
  if (taken.status !== 409 || !JSON.parse(taken.text).error.includes("bundled preset")) fail(`a bundled name: ${taken.status} ${taken.text}`);
  sk.userPresets(null);
} finally {
  server.kill();
}
console.log(`test_studio_web: ${requests} requests, ${compared} numbers compared with springtune studio's answers`);
if (failures > 0) {
  console.error(`test_studio_web: ${failures} failures`);
  process.exit(1);
}
