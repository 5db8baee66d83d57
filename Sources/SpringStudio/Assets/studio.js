// SpringTune studio: the page. Every number shown comes from the server (/api/…), which
// calls springtune's library; this script only builds controls, draws and animates.
//
// No text ever reaches the page as HTML: every element is made with `element()` and every
// text set with `textContent` (or an attribute), so a message from the server that echoes
// a bad value, or a shared link whose `#spring=` holds markup, shows as text.
"use strict";

// The families' forms come from /api/config (`families`: the library's own descriptions, in
// the order `springtune convert` lists them): each form's key in the convert JSON, its spec
// family, its title, and each parameter's key and slider span (`control`).
const families = () => state.config.families;

// The metrics rows: key of the metrics JSON, label, unit.
const METRICS = [
  ["settlingTime", "settling time", "s"], ["overshootPercent", "overshoot", "%"],
  ["undershootPercent", "undershoot", "%"], ["peakTime", "peak time", "s"], ["peakValue", "peak value", ""],
  ["riseTime", "rise time (10–90 %)", "s"], ["bounces", "bounces", ""], ["transientTime", "transient time", "s"],
  ["dampingRatio", "damping ratio ζ", ""], ["naturalFrequency", "natural frequency ω₀", "rad/s"], ["regime", "regime", ""],
  ["stiffness", "stiffness k", ""], ["damping", "damping c", ""], ["mass", "mass m", ""],
  ["engineDurations.coreAnimation", "Core Animation duration", "s"], ["engineDurations.motion", "Motion duration", "s"],
  ["engineDurations.jnw", "JNW duration", "s"], ["engineDurations.webkit", "WebKit duration", "s"],
  ["engineDurations.compose", "Compose duration", "s"],
];

const COLORS = ["var(--c0)", "var(--c1)", "var(--c2)", "var(--c3)"];
const state = {
  springs: [{ spec: "swiftui:duration=0.5,bounce=0.3" }],
  active: 0,
  solvers: [],
  config: { exportFormats: ["css"], solvers: [], presetFiles: [], maximumSprings: 4, families: [] },
  busy: false, pending: false, editing: null,
};
const $ = (id) => document.getElementById(id);

// A new element: `attributes` set with setAttribute (`class`, `id`, `data-*`, …), `text` as
// its textContent, then `children` appended (elements or strings, both as nodes).
function element(tag, attributes, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (name === "text") node.textContent = String(value);
    else node.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children) node.append(child);
  return node;
}

// --- Numbers -------------------------------------------------------------------------
function shown(value) {
  if (value === null || value === undefined) return "—";
  if (typeof value !== "number") return String(value);
  if (Number.isInteger(value)) return String(value);
  const magnitude = Math.abs(value);
  if (magnitude !== 0 && (magnitude < 1e-3 || magnitude >= 1e6)) return value.toExponential(3);
  return String(Number(value.toPrecision(5)));
}
function specNumber(value) { return String(Number(Number(value).toPrecision(12))); }

// --- Requests ------------------------------------------------------------------------
async function api(path, params) {
  const query = new URLSearchParams(params || []);
  const started = performance.now();
  const response = await fetch(path + (query.toString() ? "?" + query : ""), { credentials: "same-origin" });
  const elapsed = performance.now() - started;
  const type = response.headers.get("content-type") || "";
  const body = type.startsWith("application/json") ? await response.json() : await response.text();
  if (!response.ok) throw new Error(body && body.error ? body.error : "HTTP " + response.status);
  return { body, elapsed };
}
function springParams(extra) {
  const params = state.springs.map((s) => ["spring", s.spec]);
  return params.concat(extra || []);
}
function setStatus(text, isError) {
  const status = $("status");
  status.textContent = text;
  status.classList.toggle("error", !!isError);
}

// --- Controls ------------------------------------------------------------------------
function buildFamilies() {
  const host = $("families");
  for (const family of families()) {
    const set = element("fieldset", { id: "family-" + family.key },
                        element("legend", { text: family.title }), element("p", { class: "reason", hidden: true }));
    for (const { key: name, control } of family.parameters) {
      const id = `${family.key}-${name}`;
      const [low, high] = control;
      set.appendChild(element("div", { class: "param" },
        element("label", { for: `${id}-range`, text: name }),
        element("input", { id: `${id}-range`, type: "range", min: low, max: high, step: (high - low) / 1000,
                           "data-family": family.key, "data-name": name }),
        element("input", { id, type: "number", step: "any", "data-family": family.key, "data-name": name,
                           "aria-label": `${family.title} ${name}` })));
    }
    host.appendChild(set);
  }
  host.addEventListener("input", (event) => {
    const input = event.target;
    if (!input.dataset.family) return;
    const partner = input.type === "range" ? $(`${input.dataset.family}-${input.dataset.name}`) : $(`${input.dataset.family}-${input.dataset.name}-range`);
    partner.value = input.value;
    editFamily(input.dataset.family);
  });
  for (const id of ["motion-from", "motion-to", "motion-velocity"]) {
    $(id).addEventListener("change", () => editFamily(state.springs[state.active].family || "physical"));
  }
}

// The spec of form `key` from its inputs, with the mass (when not 1, unless the form has its
// own mass input: physical, Flutter's withDampingRatio, anime.js's physics form) and the motion.
function familySpec(key) {
  const family = families().find((f) => f.key === key);
  const items = family.parameters.map(({ key: name }) => `${name}=${specNumber($(`${key}-${name}`).value)}`);
  const mass = Number($("physical-mass").value);
  if (!family.parameters.some(({ key: name }) => name === "mass") && mass && mass !== 1) items.push(`mass=${specNumber(mass)}`);
  const from = Number($("motion-from").value), to = Number($("motion-to").value), velocity = Number($("motion-velocity").value);
  if (from !== 0) items.push(`from=${specNumber(from)}`);
  if (to !== 1) items.push(`to=${specNumber(to)}`);
  if (velocity !== 0) items.push(`velocity=${specNumber(velocity)}`);
  return `${family.family}:${items.join(",")}`;
}

function editFamily(key) {
  const spring = state.springs[state.active];
  spring.spec = familySpec(key);
  spring.family = key;
  state.editing = key;
  $("spec").value = spring.spec;
  schedule();
}

// Fills every family's inputs from the convert JSON (except the one being edited).
function showConversion(conversion, motion) {
  for (const family of families()) {
    const set = $("family-" + family.key);
    const values = conversion[family.key];
    const reason = set.querySelector(".reason");
    set.classList.toggle("unavailable", values === null);
    reason.hidden = values !== null;
    reason.textContent = values === null ? (conversion.reasons[family.key] || "not representable") : "";
    if (values === null || family.key === state.editing) continue;
    for (const { key: name } of family.parameters) {
      const value = values[name];
      if (value === undefined) continue;
      $(`${family.key}-${name}`).value = specNumber(value);
      $(`${family.key}-${name}-range`).value = value;
    }
  }
  if (motion) {
    $("motion-from").value = specNumber(motion.from);
    $("motion-to").value = specNumber(motion.to);
    $("motion-velocity").value = specNumber(motion.initialVelocity ?? 0);
  }
}

// --- Tabs ----------------------------------------------------------------------------
function buildTabs() {
  const tabs = $("tabs");
  tabs.replaceChildren();
  state.springs.forEach((spring, index) => {
    const tab = element("div", { class: "tab", role: "tab", "aria-selected": index === state.active ? "true" : "false", id: "tab-" + index },
                        element("span", { class: "swatch", style: `background:${COLORS[index]}` }), "ABCD"[index]);
    if (state.springs.length > 1) {
      const close = document.createElement("button");
      close.className = "close";
      close.textContent = "×";
      close.title = "Remove this spring";
      close.addEventListener("click", (event) => { event.stopPropagation(); removeSpring(index); });
      tab.appendChild(close);
    }
    tab.addEventListener("click", () => { state.active = index; state.editing = null; buildTabs(); $("spec").value = state.springs[index].spec; schedule(); });
    tabs.appendChild(tab);
  });
  $("add-spring").disabled = state.springs.length >= state.config.maximumSprings;
}
function removeSpring(index) {
  state.springs.splice(index, 1);
  state.active = Math.min(state.active, state.springs.length - 1);
  state.editing = null;
  buildTabs();
  $("spec").value = state.springs[state.active].spec;
  schedule();
}

// --- Update cycle: one batch of requests in flight; the latest edit wins --------------
// `data-busy` on <body> tells a watcher (the browser tests) when the page has caught up.
function schedule() {
  document.body.dataset.busy = "true";
  if (state.busy) { state.pending = true; return; }
  state.busy = true;
  requestAnimationFrame(() => refresh().finally(() => {
    state.busy = false;
    if (state.pending) { state.pending = false; schedule(); } else { document.body.dataset.busy = "false"; }
  }));
}

async function refresh() {
  const active = state.springs[state.active];
  const started = performance.now();
  try {
    const [conversion, metrics, css] = await Promise.all([
      api("/api/convert", [["spring", active.spec]]),
      api("/api/metrics", springParams()),
      Promise.all(state.springs.map((s) => api("/api/export", [["spring", s.spec], ["as", "css"]]).then((r) => r.body, (e) => e))),
    ]);
    const records = Array.isArray(metrics.body) ? metrics.body : [metrics.body];
    showConversion(conversion.body, records[state.active] && {
      from: records[state.active].from, to: records[state.active].to, initialVelocity: records[state.active].initialVelocity });
    showMetrics(records);
    showPlot();
    await showEngineMetrics();
    showPreview(css, records);
    showExport();
    // The springs in the address (#spring=…&spring=…): a reload or a bookmark brings them back.
    history.replaceState(null, "", "#" + new URLSearchParams(state.springs.map((s) => ["spring", s.spec])));
    const total = performance.now() - started;
    $("metrics").dataset.roundTrip = String(metrics.elapsed);
    setStatus(`metrics ${metrics.elapsed.toFixed(1)} ms · update ${total.toFixed(0)} ms`);
  } catch (error) {
    setStatus(error.message, true);
  }
}

// --- Metrics -------------------------------------------------------------------------
function lookup(record, key) {
  return key.split(".").reduce((value, part) => (value === null || value === undefined ? value : value[part]), record);
}
// A header or label cell: `label` and its unit.
function labelled(tag, label, unit) {
  return element(tag, {}, label + " ", element("span", { class: "unit", text: unit }));
}
function showMetrics(records) {
  const table = $("metrics");
  const head = element("tr", {}, element("th", { text: "metric" }),
    ...records.map((_, i) => element("th", {}, element("span", { class: "swatch", style: `color:${COLORS[i]}`, text: "●" }), " " + "ABCD"[i])));
  const body = element("tbody");
  const rows = METRICS.slice();
  if (records.some((r) => r.solver !== undefined)) rows.push(["solver", "measured as drawn by", ""], ["exact.settlingTime", "exact settling time", "s"], ["exact.overshootPercent", "exact overshoot", "%"]);
  for (const [key, label, unit] of rows) {
    const row = element("tr", {}, labelled("td", label, unit));
    records.forEach((record, index) => {
      const value = lookup(record, key);
      const raw = value === null || value === undefined ? "" : String(value);
      row.appendChild(element("td", { "data-key": key, "data-spring": index, "data-value": raw, text: shown(value) }));
    });
    body.appendChild(row);
  }
  table.replaceChildren(element("thead", {}, head), body);
  table.dataset.specs = JSON.stringify(state.springs.map((s) => s.spec));
}

// --- Plot ----------------------------------------------------------------------------
function buildOverlays() {
  const host = $("overlays");
  const names = { jnw: "JNW", swiftui: "SwiftUI (clamped)", motion: "Motion", "react-spring": "react-spring", pop: "POP",
                  rebound: "Rebound", "rebound-js": "rebound-js", android: "Android", reanimated: "Reanimated 4", reanimated3: "Reanimated 3", rk4: "RK4", euler: "Euler", verlet: "Verlet", dopri: "Dormand–Prince" };
  for (const solver of state.config.solvers.filter((s) => s !== "exact")) {
    host.appendChild(element("label", {}, element("input", { type: "checkbox", value: solver, id: `overlay-${solver}` }),
                             " " + (names[solver] || solver)));
  }
  host.addEventListener("change", () => {
    state.solvers = [...host.querySelectorAll("input:checked")].map((input) => input.value);
    showPlot();
    showEngineMetrics();
  });
}

// What each switched-on engine really draws for the active spring: `springtune metrics --solver NAME`.
async function showEngineMetrics() {
  const table = $("engine-metrics");
  const spec = state.springs[state.active].spec;
  if (state.solvers.length === 0) { table.replaceChildren(); table.hidden = true; return; }
  const rows = await Promise.all(state.solvers.map((solver) =>
    api("/api/metrics", [["spring", spec], ["solver", solver]]).then((r) => [solver, r.body], (e) => [solver, e])));
  const keys = [["settlingTime", "settling", "s"], ["overshootPercent", "overshoot", "%"], ["peakTime", "peak", "s"], ["bounces", "bounces", ""]];
  const body = element("tbody");
  for (const [solver, record] of rows) {
    if (record instanceof Error) {
      body.appendChild(element("tr", { "data-solver": solver, class: "error" }, element("td", { text: solver }),
                               element("td", { colspan: keys.length, text: record.message })));
      continue;
    }
    body.appendChild(element("tr", { "data-solver": solver }, element("td", { text: solver }),
      ...keys.map(([key]) => element("td", { "data-key": key, "data-value": record[key] ?? "", text: shown(record[key]) }))));
  }
  table.replaceChildren(element("caption", { text: `Spring ${"ABCD"[state.active]} as each engine draws it` }),
    element("thead", {}, element("tr", {}, element("th", { text: "engine" }), ...keys.map(([, label, unit]) => labelled("th", label, unit)))),
    body);
  table.hidden = false;
  table.dataset.spec = spec;
}
function showPlot() {
  const params = new URLSearchParams(springParams(state.solvers.map((s) => ["solver", s])));
  params.set("width", "900");
  params.set("height", "600");
  if (window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches) params.set("theme", "dark");
  const img = $("plot");
  const source = "/api/plot.svg?" + params;
  if (img.dataset.source === source) return;
  img.dataset.source = source;
  img.src = source;
}

// --- Preview: the exported CSS, played by the browser ---------------------------------
function showPreview(cssTexts, records) {
  const lanes = $("lanes");
  const mode = $("preview-mode").value;
  lanes.replaceChildren();
  document.querySelectorAll("style[data-export]").forEach((style) => style.remove());
  cssTexts.forEach((css, index) => {
    const lane = element("div", { class: "lane", id: "lane-" + index, "data-mode": mode },
                         element("span", { class: "label", text: "ABCD"[index] }),
                         element("div", { class: "card", id: `card-${index}` }, element("div", { class: "bar" }), element("div", { class: "bar short" })));
    lane.style.setProperty("--lane-color", COLORS[index]);
    lanes.appendChild(lane);
    if (typeof css !== "string") {
      lane.querySelector(".label").textContent = `${"ABCD"[index]}: ${css.message}`;
      return;
    }
    const name = (css.match(/--([A-Za-z0-9_-]+)-duration:/) || [])[1];
    if (!name) return;
    lane.dataset.css = css;
    lane.dataset.cssName = name;
    // The export verbatim, its custom properties scoped to this lane, and the keyframes
    // mapping progress (0 → 1, overshoot above 1) to the element.
    const record = records[index] || {};
    const style = document.createElement("style");
    style.dataset.export = String(index);
    let keyframes;
    if (mode === "slide") {
      const distance = Math.max(100, lane.clientWidth - 140);
      lane.dataset.distance = String(distance);
      keyframes = `@keyframes studio-move-${index} { from { transform: translateX(0px); } to { transform: translateX(${distance}px); } }`;
    } else {
      const from = record.from, to = record.to;
      const scaleLike = typeof from === "number" && typeof to === "number" && from !== to && from >= 0 && from <= 3 && to > 0 && to <= 3;
      const start = scaleLike ? from : 0.5, end = scaleLike ? to : 1;
      lane.dataset.scaleFrom = String(start);
      lane.dataset.scaleTo = String(end);
      keyframes = `@keyframes studio-move-${index} { from { transform: scale(${start}); } to { transform: scale(${end}); } }`;
    }
    style.textContent = css.replace(":root", "#lane-" + index) + "\n" + keyframes + "\n" +
      `#lane-${index} .card.playing { animation: studio-move-${index} var(--${name}-duration) var(--${name}-easing) both; }`;
    document.head.appendChild(style);
  });
  play();
}
function play() {
  const speed = Number($("preview-speed").value);
  document.querySelectorAll("#lanes .card").forEach((card) => {
    card.classList.remove("playing");
    void card.offsetWidth;   // restart the animation
    card.classList.add("playing");
    for (const animation of card.getAnimations()) animation.playbackRate = speed;
  });
}

// --- Export --------------------------------------------------------------------------
async function showExport() {
  const format = $("export-format").value || "css";
  try {
    const result = await api("/api/export", [["spring", state.springs[state.active].spec], ["as", format]]);
    $("export-text").textContent = result.body;
  } catch (error) {
    $("export-text").textContent = "— " + error.message;
  }
}
async function copyExport() {
  const text = $("export-text").textContent;
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const range = document.createRange();
    range.selectNodeContents($("export-text"));
    const selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    document.execCommand("copy");
  }
  $("copy").textContent = "Copied";
  setTimeout(() => { $("copy").textContent = "Copy"; }, 1200);
}

// --- Presets, targets ----------------------------------------------------------------
async function loadPresets() {
  const select = $("preset-select");
  select.querySelectorAll("optgroup").forEach((group) => group.remove());
  const { body } = await api("/api/presets");
  const groups = new Map();
  for (const preset of body) {
    if (!groups.has(preset.group)) groups.set(preset.group, []);
    groups.get(preset.group).push(preset);
  }
  for (const [group, presets] of groups) {
    const optgroup = document.createElement("optgroup");
    optgroup.label = group;
    for (const preset of presets) {
      const option = document.createElement("option");
      option.value = preset.name;
      option.textContent = preset.name;
      option.title = preset.description;
      optgroup.appendChild(option);
    }
    select.appendChild(optgroup);
  }
}
function setSpec(spec) {
  const spring = state.springs[state.active];
  spring.spec = spec;
  spring.family = null;
  state.editing = null;
  $("spec").value = spec;
  schedule();
}
async function savePreset(event) {
  event.preventDefault();
  const result = $("save-result");
  const form = new URLSearchParams([["name", $("save-name").value], ["spring", state.springs[state.active].spec],
                                    ["file", $("save-file").value]]);
  if ($("save-replace").checked) form.set("replace", "1");
  try {
    const response = await fetch("/api/presets/save", { method: "POST", body: form, credentials: "same-origin" });
    const body = await response.json();
    if (!response.ok) throw new Error(body.error);
    result.className = "note ok";
    result.textContent = `Saved ${body.savedPreset} into ${body.file}`;
    await loadPresets();
  } catch (error) {
    result.className = "note error";
    result.textContent = error.message;
  }
}
async function fitTargets(event) {
  event.preventDefault();
  const result = $("fit-result");
  try {
    const { body } = await api("/api/fit", [["settlingTime", $("fit-settling").value], ["overshoot", $("fit-overshoot").value]]);
    result.className = body.feasible ? "note ok" : "note error";
    result.textContent = (body.feasible ? "" : "Infeasible, closest: ") + body.spec;
    setSpec(body.spec);
  } catch (error) {
    result.className = "note error";
    result.textContent = error.message;
  }
}

// --- Start ---------------------------------------------------------------------------
async function start() {
  try {
    state.config = (await api("/api/config")).body;
  } catch (error) {
    setStatus(error.message, true);
  }
  buildFamilies();
  for (const format of state.config.exportFormats) {
    const option = document.createElement("option");
    option.value = option.textContent = format;
    $("export-format").appendChild(option);
  }
  $("export-format").value = "css";
  for (const file of state.config.presetFiles) {
    const option = document.createElement("option");
    option.value = option.textContent = file;
    $("save-file").appendChild(option);
  }
  if (state.config.presetFiles.length === 0) {
    $("save").disabled = true;
    $("save-result").textContent = "Start the studio with --preset-file FILE to save presets.";
  }
  const saved = new URLSearchParams(location.hash.slice(1)).getAll("spring").filter((spec) => spec.trim() !== "");
  if (saved.length > 0) state.springs = saved.slice(0, state.config.maximumSprings).map((spec) => ({ spec }));
  buildOverlays();
  buildTabs();
  $("spec").value = state.springs[0].spec;
  $("spec").addEventListener("change", () => setSpec($("spec").value.trim()));
  $("preset-select").addEventListener("change", (event) => { if (event.target.value) setSpec("preset:" + event.target.value); event.target.value = ""; });
  $("add-spring").addEventListener("click", () => {
    if (state.springs.length >= state.config.maximumSprings) return;
    state.springs.push({ spec: state.springs[state.active].spec });
    state.active = state.springs.length - 1;
    buildTabs();
    schedule();
  });
  $("replay").addEventListener("click", play);
  $("preview-speed").addEventListener("change", play);
  $("preview-mode").addEventListener("change", schedule);
  $("export-format").addEventListener("change", showExport);
  $("copy").addEventListener("click", copyExport);
  $("save-form").addEventListener("submit", savePreset);
  $("fit-form").addEventListener("submit", fitTargets);
  loadPresets().catch((error) => setStatus(error.message, true));
  schedule();
}
document.addEventListener("DOMContentLoaded", start);
