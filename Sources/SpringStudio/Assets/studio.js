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

// The page's vocabulary comes from /api/config too: the metrics it shows (`metrics`,
// `measuredMetrics`, `engineMetrics`: key of the metrics JSON, label, unit), the metrics it
// places, reads off and fits by role (`metricRoles`: the plot's markers, the fit's answer),
// the engines' names, and the spring, platform and motion's form it starts from.
const role = (name) => state.config.metricRoles[name];
const engineName = (solver) => state.config.engineNames[solver] || solver;

const COLORS = ["var(--c0)", "var(--c1)", "var(--c2)", "var(--c3)"];
const state = {
  springs: [{ spec: "" }],
  active: 0,
  solvers: [],
  config: { exportFormats: ["css"], solvers: [], presetFiles: [], maximumSprings: 4, families: [], metrics: [], measuredMetrics: [],
            engineMetrics: [], metricRoles: {}, engineNames: {}, defaultSpring: "", motionForm: {} },
  busy: false, pending: false, editing: null,
  ecosystem: null, undo: [], redo: [], lastChange: -Infinity, plot: null, drawn: 0,
  frame: null, record: null, drag: null, fitBusy: false, fitNext: null,
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
// What a cell or a field shows: 4 significant digits (the full value is in `data-value`, in
// the field on focus, and in every spec, link and export).
function shown(value) {
  if (value === null || value === undefined) return "—";
  if (typeof value !== "number") return String(value);
  if (Number.isInteger(value) && Math.abs(value) < 1e6) return String(value);
  const magnitude = Math.abs(value);
  if (magnitude !== 0 && (magnitude < 1e-3 || magnitude >= 1e6)) return value.toExponential(3);
  return String(Number(value.toPrecision(4)));
}
function specNumber(value) { return String(Number(Number(value).toPrecision(12))); }

// --- Sliders: a position 0…1000 along the key's control span, logarithmic for a key whose
// scale is (a spring's coefficients: the useful range is not squeezed into the first quarter), on the
// key's `step` when its engine reads whole units (Flutter's duration, whole milliseconds). ----
const STEPS = 1000;
function toPosition(parameter, value) {
  const [low, high] = parameter.control;
  if (parameter.scale === "logarithmic") {
    const offset = low > 0 ? 0 : (high - low) / 1000;    // a span from 0: log of value + offset
    const a = Math.log(low + offset), b = Math.log(high + offset);
    return Math.round(STEPS * (Math.log(Math.max(value, low) + offset) - a) / (b - a));
  }
  return Math.round(STEPS * (value - low) / (high - low));
}
function fromPosition(parameter, position) {
  const [low, high] = parameter.control;
  const p = Math.min(Math.max(position / STEPS, 0), 1);
  let value;
  if (parameter.scale === "logarithmic") {
    const offset = low > 0 ? 0 : (high - low) / 1000;
    value = Number((Math.exp(Math.log(low + offset) + p * (Math.log(high + offset) - Math.log(low + offset))) - offset).toPrecision(4));
  } else {
    value = Number((low + p * (high - low)).toPrecision(4));
  }
  return parameter.step ? onStep(parameter, value) : value;
}
// The step of `parameter` nearest `value`, inside its control span.
function onStep(parameter, value) {
  const [low, high] = parameter.control, step = parameter.step;
  const nearest = Math.round(value / step) * step;
  return Math.min(Math.max(nearest, Math.ceil(low / step) * step), Math.floor(high / step) * step);
}

// --- Requests ------------------------------------------------------------------------
// Where requests go: `springtune studio`'s server, or on the static page (`make web`) the
// WebAssembly build of the same API, which web.js installs as `window.springtuneBackend`
// before this script runs. Either answers { status, type, text } for a method, a path and a
// query or form, so nothing below knows which.
const backend = window.springtuneBackend || null;
async function send(method, path, params) {
  if (backend) return backend.request(method, path, params);
  const query = params.toString();
  const response = method === "GET"
    ? await fetch(path + (query ? "?" + query : ""), { credentials: "same-origin" })
    : await fetch(path, { method, body: params, credentials: "same-origin" });
  return { status: response.status, type: response.headers.get("content-type") || "", text: await response.text() };
}
function parsed(reply) {
  return reply.type.startsWith("application/json") ? JSON.parse(reply.text) : reply.text;
}
async function api(path, params) {
  const started = performance.now();
  const reply = await send("GET", path, new URLSearchParams(params || []));
  const elapsed = performance.now() - started;
  const body = parsed(reply);
  if (reply.status >= 400) throw new Error(body && body.error ? body.error : "HTTP " + reply.status);
  return { body, elapsed };
}
function springParams(extra) {
  const params = state.springs.map((s) => ["spring", s.spec]);
  return params.concat(extra || []);
}
function setStatus(text, isError) {
  const status = $("status");
  status.textContent = text;
  status.title = text;
  status.classList.toggle("error", !!isError);
}
// A spring's name: A–D, or its preset's name when it is one.
function springName(index) {
  const preset = /^preset:([a-z0-9-]+)$/.exec(state.springs[index].spec.trim());
  return preset ? preset[1] : "ABCD"[index];
}

// --- Ecosystems: the platforms of /api/config (forms, engine, export) --------------------
// The picker's platforms come from the server (StudioEcosystem): each names the forms its
// springs are written in (a form may serve several: one library's tension/friction/mass are
// another's k, c, m), the engine that animates them and its export. Every form is in one.
function ecosystems() { return state.config.ecosystems || []; }
function chooseEcosystem(key, save) {
  const all = ecosystems();
  const group = all.find((g) => g.key === key) || all.find((g) => g.key === state.config.fallbackEcosystem) || all[0];
  if (!group) return;
  state.ecosystem = group.key;
  $("ecosystem").value = group.key;
  if (save) { try { localStorage.setItem("springtune.ecosystem", group.key); } catch { /* storage off */ } }
  for (const family of families()) $("families").appendChild($("family-" + family.key));
  for (const form of group.forms) { const set = $("family-" + form); if (set) $("families-main").appendChild(set); }
  document.body.dataset.ecosystem = group.key;
  buildPreviewCurves();
  // The platform's export, when it has one.
  if (save && group.exportFormat && state.config.exportFormats.includes(group.exportFormat)) { $("export-format").value = group.exportFormat; }
}

// --- Controls ------------------------------------------------------------------------
function parameterOf(input) {
  return families().find((f) => f.key === input.dataset.family).parameters.find((p) => p.key === input.dataset.name);
}
function setField(field, value) {
  field.dataset.value = specNumber(value);
  field.value = document.activeElement === field ? specNumber(value) : shown(Number(value));
}
function buildFamilies() {
  const host = $("families");
  for (const family of families()) {
    const set = element("fieldset", { id: "family-" + family.key, "data-form": family.key },
                        element("legend", { text: family.title }), element("p", { class: "reason", hidden: true }));
    for (const { key: name, control, scale, unit, summary } of family.parameters) {
      const id = `${family.key}-${name}`;
      set.appendChild(element("div", { class: "param" },
        element("label", { for: id, text: name + (unit ? ` (${unit})` : ""), title: summary }),
        element("input", { id: `${id}-range`, type: "range", min: 0, max: STEPS, step: 1, "data-family": family.key, "data-name": name,
                           "data-scale": scale, "data-low": control[0], "data-high": control[1], "aria-label": `${family.title} ${name} slider` }),
        element("input", { id, type: "text", inputmode: "decimal", spellcheck: "false", "data-family": family.key, "data-name": name,
                           "aria-label": `${family.title} ${name}`, title: summary })));
    }
    host.appendChild(set);
  }
  for (const container of [$("families"), $("families-main")]) {
    container.addEventListener("input", (event) => {
      const input = event.target;
      if (!input.dataset.family) return;
      const parameter = parameterOf(input);
      if (input.type === "range") {
        setField($(`${input.dataset.family}-${input.dataset.name}`), fromPosition(parameter, Number(input.value)));
      } else {
        const value = Number(input.value);
        if (input.value.trim() === "" || !Number.isFinite(value)) return;
        input.dataset.value = input.value.trim();
        $(`${input.dataset.family}-${input.dataset.name}-range`).value = toPosition(parameter, value);
      }
      editFamily(input.dataset.family);
    });
    // The full value while a field has the focus, 4 digits otherwise.
    container.addEventListener("focusin", (event) => {
      const input = event.target;
      if (input.dataset.family && input.type === "text" && input.dataset.value) input.value = input.dataset.value;
    });
    container.addEventListener("focusout", (event) => {
      const input = event.target;
      if (input.dataset.family && input.type === "text" && input.dataset.value) input.value = shown(Number(input.dataset.value));
    });
    // Arrows nudge the focused value by a step (1 %), shift by ten; on a slider, shift makes
    // the arrows' own step (0.1 % of the track) ten times larger.
    container.addEventListener("keydown", (event) => {
      const input = event.target;
      if (input.dataset.family && input.type === "range" && event.shiftKey && event.key.startsWith("Arrow")) {
        event.preventDefault();
        const up = event.key === "ArrowUp" || event.key === "ArrowRight";
        input.value = Math.min(Math.max(Number(input.value) + (up ? 10 : -10), 0), STEPS);
        input.dispatchEvent(new Event("input", { bubbles: true }));
        return;
      }
      if (!input.dataset.family || input.type !== "text" || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
      event.preventDefault();
      const parameter = parameterOf(input);
      const range = $(`${input.dataset.family}-${input.dataset.name}-range`);
      const steps = (event.key === "ArrowUp" ? 1 : -1) * (event.shiftKey ? 100 : 10);
      const position = Math.min(Math.max(toPosition(parameter, Number(input.dataset.value)) + steps, 0), STEPS);
      range.value = position;
      range.dispatchEvent(new Event("input", { bubbles: true }));
      input.value = input.dataset.value;
    });
    // A click on a slider's track moves it one step (2 %) toward the click, not to it.
    container.addEventListener("mousedown", (event) => {
      const input = event.target;
      if (!input.dataset.family || input.type !== "range") return;
      const box = input.getBoundingClientRect(), thumb = 8;
      const x = box.left + thumb + (Number(input.value) / STEPS) * (box.width - 2 * thumb);
      if (Math.abs(event.clientX - x) <= thumb + 2) return;   // on the thumb: drag as usual
      event.preventDefault();
      input.focus();
      input.value = Math.min(Math.max(Number(input.value) + (event.clientX > x ? 20 : -20), 0), STEPS);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
  }
  for (const id of ["motion-from", "motion-to", "motion-velocity"]) {
    $(id).addEventListener("change", () => editFamily(state.springs[state.active].family || state.config.motionForm.form));
  }
}

// The full value of form `key`'s field `name`.
function fieldValue(key, name) {
  const field = $(`${key}-${name}`);
  return field.dataset.value !== undefined ? field.dataset.value : field.value;
}
// The spec of form `key` from its inputs, with the motion's mass (the field of /api/config's
// `motionForm`, when not 1, unless the form has its own mass input) and the motion.
function familySpec(key) {
  const family = families().find((f) => f.key === key);
  const items = family.parameters.map(({ key: name }) => `${name}=${specNumber(fieldValue(key, name))}`);
  const { form: massForm, mass: massKey } = state.config.motionForm;
  const motionMass = Number(fieldValue(massForm, massKey));
  if (!family.parameters.some(({ key: name }) => name === massKey) && motionMass && motionMass !== 1) {
    items.push(`${massKey}=${specNumber(motionMass)}`);
  }
  const from = Number($("motion-from").value), to = Number($("motion-to").value), velocity = Number($("motion-velocity").value);
  if (from !== 0) items.push(`from=${specNumber(from)}`);
  if (to !== 1) items.push(`to=${specNumber(to)}`);
  // Svelte's and GSAP's forms imply their own start velocity and refuse one.
  if (velocity !== 0 && !family.impliesVelocity) items.push(`velocity=${specNumber(velocity)}`);
  return `${family.family}:${items.join(",")}`;
}

function editFamily(key) {
  remember();
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
    const unavailable = values === null || values === undefined;
    set.classList.toggle("unavailable", unavailable);
    reason.hidden = !unavailable;
    reason.textContent = unavailable ? (conversion.reasons[family.key] || "not representable") : "";
    // A family that cannot express the spring shows no number and takes no input until it
    // can: a stale value typed into would build a different spring.
    set.disabled = unavailable;
    if (unavailable) {
      for (const input of set.querySelectorAll("input")) {
        input.value = input.type === "range" ? "0" : "";
        delete input.dataset.value;
      }
      if (state.editing === family.key) state.editing = null;
      continue;
    }
    if (family.key === state.editing) continue;
    for (const parameter of family.parameters) {
      const value = values[parameter.key];
      if (value === undefined) continue;
      setField($(`${family.key}-${parameter.key}`), value);
      $(`${family.key}-${parameter.key}-range`).value = toPosition(parameter, value);
    }
  }
  if (motion) {
    $("motion-from").value = specNumber(motion[role("start").key]);
    $("motion-to").value = specNumber(motion[role("end").key]);
    $("motion-velocity").value = specNumber(motion[role("velocity").key] ?? 0);
  }
}

// --- Undo, redo: the springs before each edit (edits within half a second are one) ---------
// `lastChange` starts at −∞ (performance.now() counts from the page's load: with 0, edits in
// its first half second were never remembered), and is −∞ again after an undo or redo.
function snapshot() { return { specs: state.springs.map((s) => s.spec), active: state.active }; }
function remember() {
  const now = performance.now();
  if (now - state.lastChange > 500) { state.undo.push(snapshot()); state.redo = []; }
  state.lastChange = now;
  if (state.undo.length > 200) state.undo.shift();
}
function restore(from, to) {
  if (from.length === 0) return;
  to.push(snapshot());
  const { specs, active } = from.pop();
  state.springs = specs.map((spec) => ({ spec }));
  state.active = Math.min(active, specs.length - 1);
  state.editing = null;
  state.lastChange = -Infinity;
  buildTabs();
  $("spec").value = state.springs[state.active].spec;
  schedule();
}

// --- Tabs ----------------------------------------------------------------------------
function buildTabs() {
  const tabs = $("tabs");
  tabs.replaceChildren();
  state.springs.forEach((spring, index) => {
    const tab = element("div", { class: "tab", role: "tab", "aria-selected": index === state.active ? "true" : "false", id: "tab-" + index,
                                 title: spring.spec },
                        element("span", { class: "swatch", style: `background:${COLORS[index]}` }), "ABCD"[index]);
    if (state.springs.length > 1) {
      const close = element("button", { class: "close", type: "button", title: "Remove this spring", text: "×" });
      close.addEventListener("click", (event) => { event.stopPropagation(); removeSpring(index); });
      tab.appendChild(close);
    }
    tab.addEventListener("click", () => { state.active = index; state.editing = null; buildTabs(); $("spec").value = state.springs[index].spec; schedule(); });
    tabs.appendChild(tab);
  });
  $("add-spring").disabled = state.springs.length >= state.config.maximumSprings;
}
function removeSpring(index) {
  remember();
  state.springs.splice(index, 1);
  state.active = Math.min(state.active, state.springs.length - 1);
  state.editing = null;
  buildTabs();
  $("spec").value = state.springs[state.active].spec;
  schedule();
}

// --- Update cycle: one request per edit (/api/view); the latest edit wins ----------------
// `data-busy` on <body> tells a watcher (the browser tests) when the page has caught up.
function schedule() {
  document.body.dataset.busy = "true";
  if (state.busy) { state.pending = true; return; }
  state.busy = true;
  // Sent at once (no wait for the next frame): edits made meanwhile become one more request.
  refresh().finally(() => {
    state.busy = false;
    if (state.pending) { state.pending = false; schedule(); } else { document.body.dataset.busy = "false"; }
  });
}

function viewParams() {
  const params = springParams(state.solvers.map((s) => ["solver", s]));
  // The plot laid out for the box it is drawn in, at least 480 points wide (scaled down to fit
  // a phone, where its text stays legible).
  const [width, height] = plotSize();
  params.push(["active", String(state.active)], ["as", $("export-format").value || "css"], ["width", String(width)], ["height", String(height)]);
  const preview = previewSolver();
  if (preview) params.push(["preview", preview]);
  state.springs.forEach((_, index) => params.push(["label", springName(index)]));
  if (window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches) params.push(["theme", "dark"]);
  return params;
}

async function refresh() {
  const started = performance.now();
  try {
    const { body: view, elapsed } = await api("/api/view", viewParams());
    const records = view.metrics === null ? [] : Array.isArray(view.metrics) ? view.metrics : [view.metrics];
    const record = records[state.active];
    // The curve first, on its own frame: drawn on the canvas, its markers placed; the numbers,
    // the preview (a restyle of the page) and the rest once that frame is out.
    showPlot(view.plot);
    state.frame = view.frame;
    state.record = record;
    placeHandles();
    await nextFrame();
    showConversion(view.conversion, record);
    showMetrics(records);
    showEngineMetrics(view.engines);
    showPreview(view.css.map((css) => (typeof css === "string" ? css : new Error(css.error))), records);
    $("export-text").textContent = typeof view.export === "string" ? view.export : "— " + view.export.error;
    writeAddress();
    const total = performance.now() - started;
    // The timings are for whoever measures (the browser tests), not shown.
    $("metrics").dataset.roundTrip = String(elapsed);
    document.body.dataset.timing = `view ${elapsed.toFixed(1)} ms · update ${total.toFixed(0)} ms`;
    setStatus("");
  } catch (error) {
    setStatus(error.message, true);
  }
}
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));

// --- The address: springs, ecosystem, overlays and preview, restored on load ------------
function writeAddress() {
  const params = new URLSearchParams(state.springs.map((s) => ["spring", s.spec]));
  if (state.active !== 0) params.append("active", String(state.active));
  if (state.ecosystem) params.append("ecosystem", state.ecosystem);
  for (const solver of state.solvers) params.append("overlay", solver);
  if ($("preview-mode").value !== "scale") params.append("preview", $("preview-mode").value);
  if ($("preview-speed").value !== "1") params.append("speed", $("preview-speed").value);
  if (ecosystemEngine() && $("preview-curve").value === "exact") params.append("curve", "exact");
  if ($("export-format").value && $("export-format").value !== "css") params.append("as", $("export-format").value);
  history.replaceState(null, "", "#" + params);
}
function readAddress() {
  const params = new URLSearchParams(location.hash.slice(1));
  const saved = params.getAll("spring").filter((spec) => spec.trim() !== "");
  if (saved.length > 0) state.springs = saved.slice(0, state.config.maximumSprings).map((spec) => ({ spec }));
  const active = Number(params.get("active"));
  state.active = Number.isInteger(active) && active > 0 && active < state.springs.length ? active : 0;
  state.solvers = params.getAll("overlay").filter((solver) => state.config.solvers.includes(solver) && solver !== "exact");
  for (const solver of state.solvers) $(`overlay-${solver}`).checked = true;
  for (const [key, id] of [["preview", "preview-mode"], ["speed", "preview-speed"], ["as", "export-format"]]) {
    const value = params.get(key);
    if (value !== null && [...$(id).options].some((option) => option.value === value)) $(id).value = value;
  }
  if (params.get("curve") === "exact") $("preview-curve").dataset.choice = "exact";
  return params.get("ecosystem");
}
function shellQuoted(text) { return /^[A-Za-z0-9_.,:=+\/-]+$/.test(text) ? text : "'" + text.replace(/'/g, "'\\''") + "'"; }
// The springtune commands that reproduce the view: its metrics, its plot and the export shown.
function cliCommand() {
  const springs = state.springs.map((s) => "--spring " + shellQuoted(s.spec)).join(" ");
  const solvers = state.solvers.map((s) => " --solver " + s).join("");
  return [`springtune metrics ${springs}`,
          `springtune plot ${springs}${solvers} -o plot.svg`,
          `springtune export --as ${$("export-format").value || "css"} --spring ${shellQuoted(state.springs[state.active].spec)}`]
    .concat(previewSolver() ? [`springtune export --as css --solver ${previewSolver()} ${springs}`] : []).join("\n");
}
async function copyText(text, button) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = element("textarea", { style: "position:fixed;left:-9999px" });
    area.value = text;
    document.body.appendChild(area);
    area.select();
    document.execCommand("copy");
    area.remove();
  }
  button.dataset.copied = text;
  const label = button.textContent;
  button.textContent = "Copied";
  setTimeout(() => { button.textContent = label; }, 1200);
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
    ...records.map((_, i) => element("th", { title: state.springs[i] ? state.springs[i].spec : "" },
                                     element("span", { class: "swatch", style: `color:${COLORS[i]}`, text: "●" }), " " + springName(i))));
  const body = element("tbody");
  const rows = state.config.metrics.slice();
  if (records.some((r) => r.solver !== undefined)) rows.push(...state.config.measuredMetrics);
  for (const { key, label, unit } of rows) {
    const row = element("tr", {}, labelled("td", label, unit));
    records.forEach((record, index) => {
      const value = lookup(record, key);
      const raw = value === null || value === undefined ? "" : String(value);
      row.appendChild(element("td", { "data-key": key, "data-spring": index, "data-value": raw, title: raw, text: shown(value) }));
    });
    body.appendChild(row);
  }
  table.replaceChildren(element("thead", {}, head), body);
  table.dataset.specs = JSON.stringify(state.springs.map((s) => s.spec));
}
// The fit's answer in words: the spring, what it meets, or the closest it gets.
function showFit(result, body) {
  const value = (name) => shown(body[role(name).key]);
  result.className = body.feasible ? "note ok" : "note error";
  result.replaceChildren(
    element("strong", { text: body.feasible ? "Found: " : "Infeasible, the closest: " }),
    `k ${value("k")}, c ${value("c")}, m ${value("m")} (ζ ${value("ratio")}) — `
      + `settles in ${value("settle")} s, overshoot ${value("overshoot")} %, peak at ${value("peak")} s`);
  result.title = body.spec;
}

// --- Plot ----------------------------------------------------------------------------
function buildOverlays() {
  const host = $("overlays");
  for (const solver of state.config.solvers.filter((s) => s !== "exact")) {
    host.appendChild(element("label", {}, element("input", { type: "checkbox", value: solver, id: `overlay-${solver}` }),
                             " " + engineName(solver)));
  }
  host.addEventListener("change", () => {
    state.solvers = [...host.querySelectorAll("input:checked")].map((input) => input.value);
    schedule();
  });
}

// What each switched-on engine really draws for the active spring: `springtune metrics --solver NAME`.
function showEngineMetrics(engines) {
  const table = $("engine-metrics");
  const spec = state.springs[state.active].spec;
  if (engines.length === 0) { table.replaceChildren(); table.hidden = true; return; }
  const keys = state.config.engineMetrics;
  const body = element("tbody");
  for (const { solver, metrics: record, error } of engines) {
    if (error !== undefined) {
      body.appendChild(element("tr", { "data-solver": solver, class: "error" }, element("td", { text: solver }),
                               element("td", { colspan: keys.length, text: error })));
      continue;
    }
    body.appendChild(element("tr", { "data-solver": solver }, element("td", { text: engineName(solver) }),
      ...keys.map(({ key }) => element("td", { "data-key": key, "data-value": record[key] ?? "", title: record[key] ?? "", text: shown(record[key]) }))));
  }
  table.replaceChildren(element("caption", { text: `${springName(state.active)} as each engine draws it` }),
    element("thead", {}, element("tr", {}, element("th", { text: "engine" }), ...keys.map(({ label, unit }) => labelled("th", label, unit)))),
    body);
  table.hidden = false;
  table.dataset.spec = spec;
}
// --- The plot: `springtune plot`'s drawing, replayed on a canvas --------------------------
// /api/view sends the plot as drawing operations (paths, colours, texts: the same drawing as
// `springtune plot`'s SVG); the page replays them and computes nothing. Text is the one thing
// the browser draws itself (its copy of the plot's font), as a string, never as markup.
function plotSize() {
  const canvas = $("plot");
  const boxWidth = Math.max(1, canvas.clientWidth), boxHeight = Math.max(1, canvas.clientHeight);
  const width = Math.round(Math.max(480, Math.min(1600, boxWidth)));
  return [width, Math.round(Math.max(320, width * boxHeight / boxWidth))];
}
function showPlot(plot) {
  const canvas = $("plot");
  state.plot = plot;
  canvas.dataset.overlays = state.solvers.join(",");
  canvas.dataset.specs = JSON.stringify(state.springs.map((s) => s.spec));
  drawPlot();
  const legend = $("legend");
  legend.replaceChildren(...state.springs.map((spring, index) =>
    element("span", { class: "entry", title: spring.spec, "data-spring": index },
            element("span", { class: "line", style: `background:${COLORS[index]}` }), springName(index))),
    ...state.solvers.map((solver) => element("span", { class: "entry", title: `${springName(state.active)} as ${engineName(solver)} draws it, frame by frame` },
                                              element("span", { class: "dashed" }), engineName(solver))));
}
// Draws state.plot to fit the canvas box (scaled uniformly, centred), at the screen's pixel density.
function drawPlot() {
  const canvas = $("plot"), plot = state.plot;
  const ratio = window.devicePixelRatio || 1;
  const boxWidth = canvas.clientWidth, boxHeight = canvas.clientHeight;
  const pixelWidth = Math.max(1, Math.round(boxWidth * ratio)), pixelHeight = Math.max(1, Math.round(boxHeight * ratio));
  if (canvas.width !== pixelWidth || canvas.height !== pixelHeight) { canvas.width = pixelWidth; canvas.height = pixelHeight; }
  const context = canvas.getContext("2d");
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, canvas.width, canvas.height);
  if (!plot || plot.error !== undefined || !Array.isArray(plot.operations)) {
    const message = plot && plot.error !== undefined ? String(plot.error) : "";
    canvas.dataset.error = message;
    canvas.setAttribute("aria-label", message ? "No plot: " + message : "No plot");
    context.fillStyle = getComputedStyle(document.body).color;
    context.font = `${13 * ratio}px system-ui, sans-serif`;
    context.fillText(message.slice(0, 200), 12 * ratio, 24 * ratio);
    finishDrawing(canvas);
    return;
  }
  delete canvas.dataset.error;
  canvas.setAttribute("aria-label", "Response curve with the settle band, settling-time and peak markers");
  const scale = Math.min(boxWidth / plot.width, boxHeight / plot.height);
  context.setTransform(ratio * scale, 0, 0, ratio * scale, ratio * (boxWidth - plot.width * scale) / 2, ratio * (boxHeight - plot.height * scale) / 2);
  for (const op of plot.operations) {
    switch (op.op) {
      case "save": context.save(); break;
      case "restore": context.restore(); break;
      case "clip": context.clip(new Path2D(op.path)); break;
      case "fill": context.fillStyle = op.color; context.fill(new Path2D(op.path)); break;
      case "stroke":
        context.strokeStyle = op.color;
        context.lineWidth = op.width;
        context.setLineDash(op.dash);
        context.lineCap = op.cap;
        context.lineJoin = op.join;
        context.stroke(new Path2D(op.path));
        break;
      case "paint": context.fillStyle = op.color; context.fillRect(0, 0, plot.width, plot.height); break;
      case "gradient": {
        const gradient = context.createLinearGradient(0, op.y + op.height, 0, op.y);
        for (const [offset, color] of op.stops) gradient.addColorStop(offset, color);
        context.fillStyle = gradient;
        context.fillRect(op.x, op.y, op.width, op.height);
        break;
      }
      case "text":
        context.save();
        context.translate(op.x, op.y);
        if (op.angle) context.rotate(op.angle);
        context.font = `${op.bold ? "bold " : ""}${op.size}px "${op.family}", "DejaVu Sans", Verdana, sans-serif`;
        context.textAlign = op.align;
        context.textBaseline = "alphabetic";
        context.fillStyle = op.color;
        // No wider than the plot's font made it: the layout's room holds in any fallback font.
        context.fillText(op.text, 0, op.baseline, op.width > 0 ? op.width * 1.01 + 0.5 : undefined);
        context.restore();
        break;
    }
  }
  finishDrawing(canvas);
}
// For whoever watches (the browser tests): how many drawings so far, and an event per drawing.
function finishDrawing(canvas) {
  state.drawn += 1;
  canvas.dataset.drawn = String(state.drawn);
  canvas.dispatchEvent(new Event("plotdrawn"));
}

// --- Direct manipulation: the peak and settling markers, the hover readout ----------------
// The plot's frame (from /api/view) says where its position panel is on the canvas and what it
// spans; drawPlot scales the plot uniformly into the canvas box and centres it.
function frameScale() {
  const frame = state.frame, canvas = $("plot");
  if (!frame || !canvas.clientWidth) return null;
  const scale = Math.min(canvas.clientWidth / frame.width, canvas.clientHeight / frame.height);
  return { frame, scale, left: canvas.offsetLeft + (canvas.clientWidth - frame.width * scale) / 2,
           top: canvas.offsetTop + (canvas.clientHeight - frame.height * scale) / 2 };
}
function toPixels(t, x) {
  const box = frameScale();
  if (!box) return null;
  const { frame, scale } = box;
  const [t0, t1] = frame.time, [bottom, top] = frame.position;
  return [box.left + (frame.x + (t - t0) / (t1 - t0) * frame.panelWidth) * scale,
          box.top + (frame.y + (top - x) / (top - bottom) * frame.panelHeight) * scale];
}
function fromPixels(px, py) {
  const box = frameScale();
  if (!box) return null;
  const { frame, scale } = box;
  const [t0, t1] = frame.time, [bottom, top] = frame.position;
  return [t0 + ((px - box.left) / scale - frame.x) / frame.panelWidth * (t1 - t0),
          top - ((py - box.top) / scale - frame.y) / frame.panelHeight * (top - bottom)];
}
// The nearest of the frame's exact samples to time t.
function nearestSample(t) {
  const { samples, time: [t0, t1] } = state.frame;
  const i = Math.min(Math.max(Math.round((t - t0) / (t1 - t0) * (samples.t.length - 1)), 0), samples.t.length - 1);
  return { t: samples.t[i], x: samples.x[i], v: samples.v[i] };
}
function placeHandles() {
  const record = state.record, peak = $("peak-handle"), settle = $("settle-handle");
  $("readout").hidden = $("crosshair").hidden = true;   // it described the previous curve
  if (state.drag) return;
  peak.hidden = settle.hidden = true;
  if (!record || !state.frame) return;
  // A marker past the plotted time range (the frame of a previous curve, or a peak after it
  // ends) is not drawn: it would stand outside the plot.
  const [t0, t1] = state.frame.time;
  const plotted = (t) => t >= t0 && t <= t1;
  const peakAt = record[role("peak").key], settlesAt = record[role("settle").key];
  if (typeof peakAt === "number" && record[role("overshoot").key] > 0 && plotted(peakAt)) {
    const at = toPixels(peakAt, record[role("peakPosition").key]);
    if (at) { peak.style.left = at[0] + "px"; peak.style.top = at[1] + "px"; peak.hidden = false; }
  }
  if (typeof settlesAt === "number" && settlesAt > 0 && plotted(settlesAt)) {
    const at = toPixels(settlesAt, nearestSample(settlesAt).x);
    if (at) { settle.style.left = at[0] + "px"; settle.style.top = at[1] + "px"; settle.hidden = false; }
  }
}
// A target read off the plot, to 4 significant digits (so a link or the CLI gives it exactly).
function target(value) { return Number(value.toPrecision(4)); }
function dragTargets(event) {
  const frameBox = $("plot-frame").getBoundingClientRect();
  const point = fromPixels(event.clientX - frameBox.left, event.clientY - frameBox.top);
  if (!point) return null;
  const record = state.record, from = record[role("start").key], to = record[role("end").key], change = to - from;
  const overshoot = role("overshoot"), peak = role("peak"), settle = role("settle");
  if (state.drag.kind === "peak") {
    return [[overshoot.target, target(Math.max(0.01, (point[1] - to) / change * 100))], [peak.target, target(Math.max(0.005, point[0]))]];
  }
  const percent = record[overshoot.key] > 0 ? target(record[overshoot.key]) : 0;
  return [[settle.target, target(Math.max(0.005, point[0]))], [overshoot.target, percent]];
}
// One fit in flight; the latest targets win. Each answer becomes the active spring.
async function runFit(targets) {
  if (state.fitBusy) { state.fitNext = targets; return; }
  state.fitBusy = true;
  document.body.dataset.busy = "true";
  const frame = $("plot-frame");
  frame.dataset.targets = JSON.stringify(Object.fromEntries(targets));
  try {
    const { body } = await api("/api/fit", targets.map(([key, value]) => [key, String(value)]));
    frame.dataset.fitSpec = body.spec;
    setSpec(body.spec);
  } catch (error) {
    setStatus(error.message, true);
  } finally {
    state.fitBusy = false;
    if (state.fitNext) { const next = state.fitNext; state.fitNext = null; runFit(next); } else if (!state.busy) schedule();
  }
}
function buildDirectManipulation() {
  const frame = $("plot-frame");
  for (const [id, kind] of [["peak-handle", "peak"], ["settle-handle", "settle"]]) {
    const handle = $(id);
    handle.addEventListener("pointerdown", (event) => {
      if (!state.record) return;
      event.preventDefault();
      handle.setPointerCapture(event.pointerId);
      handle.classList.add("dragging");
      state.drag = { kind, handle };
    });
    handle.addEventListener("pointermove", (event) => {
      if (!state.drag || state.drag.handle !== handle) return;
      const box = frame.getBoundingClientRect();
      handle.style.left = (event.clientX - box.left) + "px";
      if (kind === "peak") handle.style.top = (event.clientY - box.top) + "px";
      const targets = dragTargets(event);
      if (targets) runFit(targets);
    });
    const end = (event) => {
      if (!state.drag || state.drag.handle !== handle) return;
      const targets = dragTargets(event);
      state.drag = null;
      handle.classList.remove("dragging");
      if (targets) runFit(targets);
    };
    handle.addEventListener("pointerup", end);
    handle.addEventListener("pointercancel", end);
  }
  // The hover readout: time, position and velocity of the active spring under the pointer.
  frame.addEventListener("pointermove", (event) => {
    const box = frame.getBoundingClientRect(), readout = $("readout"), cross = $("crosshair");
    const point = state.frame && fromPixels(event.clientX - box.left, event.clientY - box.top);
    const [t0, t1] = state.frame ? state.frame.time : [0, 0];
    if (!point || point[0] < t0 || point[0] > t1) { readout.hidden = cross.hidden = true; return; }
    const sample = nearestSample(point[0]);
    const at = toPixels(sample.t, sample.x);
    readout.textContent = `${springName(state.active)}  t ${shown(sample.t)} s · x ${shown(sample.x)} · v ${shown(sample.v)}/s`;
    readout.dataset.t = String(sample.t);
    readout.dataset.x = String(sample.x);
    readout.dataset.v = String(sample.v);
    readout.hidden = cross.hidden = false;
    cross.style.left = at[0] + "px";
    readout.style.left = Math.min(at[0] + 10, box.width - readout.offsetWidth - 4) + "px";
    readout.style.top = Math.max(4, at[1] - 28) + "px";
  });
  frame.addEventListener("pointerleave", () => { $("readout").hidden = $("crosshair").hidden = true; });
  // A new box size: the drawing rescaled at once, then laid out again for the new size.
  let resized = null;
  window.addEventListener("resize", () => {
    if (state.plot) drawPlot();
    placeHandles();
    clearTimeout(resized);
    resized = setTimeout(() => { const [w, h] = plotSize(); if (state.plot && (w !== state.plot.width || h !== state.plot.height)) schedule(); }, 250);
  });
}

// --- Preview: the exported CSS, played by the browser ---------------------------------
// The curve the cards play: the chosen ecosystem's engine as it draws the spring (its
// `export --as css --solver NAME`), when springtune writes that engine's CSS; else, or on
// request, the exact spring (`export --as css`).
function ecosystemEngine() {
  const group = ecosystems().find((g) => g.key === state.ecosystem);
  const engine = group && group.engine;
  return engine && engine !== "exact" && (state.config.cssSolvers || []).includes(engine) ? engine : null;
}
function buildPreviewCurves() {
  const select = $("preview-curve"), engine = ecosystemEngine();
  const wanted = select.dataset.choice || "engine";
  select.replaceChildren(...(engine ? [element("option", { value: "engine", text: `as ${engineName(engine)} draws it` })] : []),
                         element("option", { value: "exact", text: "exact spring" }));
  select.value = engine && wanted === "engine" ? "engine" : "exact";
  select.disabled = !engine;
  showPreviewSource();
}
function previewSolver() { return $("preview-curve").value === "engine" ? ecosystemEngine() : null; }
function showPreviewSource() {
  const solver = previewSolver();
  $("preview-source").textContent = "export --as css" + (solver ? " --solver " + solver : "");
  $("lanes").dataset.solver = solver || "exact";
}

const reducedMotion = () => window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
function showPreview(cssTexts, records) {
  const lanes = $("lanes");
  const mode = $("preview-mode").value, solver = previewSolver();
  lanes.replaceChildren();
  document.querySelectorAll("style[data-export]").forEach((style) => style.remove());
  cssTexts.forEach((css, index) => {
    const lane = element("div", { class: "lane", id: "lane-" + index, "data-mode": mode },
                         element("span", { class: "label", text: springName(index) + (solver ? ` · as ${engineName(solver)} draws it` : ""),
                                       title: state.springs[index] ? state.springs[index].spec : "" }),
                         element("div", { class: "card", id: `card-${index}` }, element("div", { class: "bar" }), element("div", { class: "bar short" })));
    lane.style.setProperty("--lane-color", COLORS[index]);
    lanes.appendChild(lane);
    if (typeof css !== "string") {
      lane.querySelector(".label").textContent = `${springName(index)}: ${css.message}`;
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
      const from = record[role("start").key], to = record[role("end").key];
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
// Plays every lane from the start at the chosen speed; with reduced motion, nothing moves by
// itself: the cards rest at the end and the scrubber shows any instant.
function play() {
  const speed = Number($("preview-speed").value);
  const reduced = reducedMotion();
  document.body.dataset.reducedMotion = String(reduced);
  document.querySelectorAll("#lanes .card").forEach((card) => {
    card.classList.remove("playing");
    void card.offsetWidth;   // restart the animation
    card.classList.add("playing");
    for (const animation of card.getAnimations()) {
      animation.playbackRate = speed;
      if (reduced) animation.finish();
    }
  });
  $("scrub").value = reduced ? "1000" : "0";
}
// The scrubber: every lane paused at the same fraction of the longest animation.
function scrub() {
  const cards = [...document.querySelectorAll("#lanes .card")];
  const animations = cards.flatMap((card) => card.getAnimations());
  const longest = Math.max(0, ...animations.map((a) => Number(a.effect.getComputedTiming().endTime) || 0));
  const t = longest * Number($("scrub").value) / 1000;
  for (const animation of animations) { animation.pause(); animation.currentTime = t; }
  $("scrub").title = `${Math.round(t)} ms`;
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
  remember();
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
    const { ok, body } = await post("/api/presets/save", form);
    if (!ok) throw new Error(body.error);
    result.className = "note ok";
    result.textContent = `Saved ${body.savedPreset} into ${body.file}` + (backend && backend.presetFile ? " (kept in this browser)" : "");
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
    const { body } = await api("/api/fit", [[role("settle").target, $("fit-settling").value], [role("overshoot").target, $("fit-overshoot").value]]);
    showFit(result, body);
    setSpec(body.spec);
  } catch (error) {
    result.className = "note error";
    result.textContent = error.message;
  }
}

// --- Project: the springs of the folder the studio was opened on (springtune studio DIR) --
// The list is what /api/project answers (scan's findings, grouped by file); writing, fixing
// and undoing are POSTs the server does by `springtune edit`'s rule. A write names the
// listing it was chosen from: a file changed on disk since is refused (409) and read again.
const project = { listing: null, files: [], selected: null, undo: [] };
async function post(path, form) {
  const reply = await send("POST", path, form);
  const body = reply.type.startsWith("application/json") ? JSON.parse(reply.text) : { error: reply.text };
  return { ok: reply.status < 400, status: reply.status, body };
}
// Runs one project request (and the listing after it) with the panel marked busy
// (`data-busy`), its buttons off meanwhile, so a second click cannot race the first.
async function projectWork(work) {
  const panel = $("source-panel");
  panel.dataset.busy = "true";
  panel.querySelectorAll("button").forEach((button) => { button.dataset.wasDisabled = button.disabled; button.disabled = true; });
  try {
    await work();
  } catch (error) {
    sourceResult(error.message, true);
  } finally {
    panel.querySelectorAll("button").forEach((button) => {
      if (button.dataset.wasDisabled !== undefined) button.disabled = button.dataset.wasDisabled === "true";
      delete button.dataset.wasDisabled;
    });
    $("source-write").disabled = !project.selected;
    $("source-undo").disabled = project.undo.length === 0;
    panel.dataset.busy = "false";
  }
}
function sourceResult(text, isError) {
  const note = $("source-result");
  note.className = "note" + (isError ? " error" : text ? " ok" : "");
  note.textContent = text;
}
function showDiff(diff) {
  $("source-diff").textContent = diff || "";
  $("source-diff").hidden = !diff;
}
async function listProject() {
  const { body } = await api("/api/project");
  project.listing = body.listing;
  project.files = body.files;
  const selected = project.selected;
  project.selected = null;
  const list = $("source-list");
  list.replaceChildren();
  list.dataset.listing = String(body.listing);
  let count = 0;
  for (const file of body.files) {
    const items = element("ul");
    for (const spring of file.springs) {
      count += 1;
      const item = element("li", { class: "source-spring", "data-location": spring.location });
      const settles = spring[role("settle").key];
      const numbers = settles === null || settles === undefined
        ? (spring.spring ? "" : "not measured")
        : `settles ${shown(settles)} s · overshoot ${shown(spring[role("overshoot").key])} %`;
      item.append(element("button", { class: "source-load", type: "button", title: spring.spec ? `Load ${spring.spec}` : "This spring cannot be loaded: SpringTune reads no spring here",
                                      text: `${spring.line}:${spring.column} ${spring.api}${spring.name ? " (" + spring.name + ")" : ""}` }),
                  " ", element("span", { class: "source-numbers", text: numbers }));
      item.querySelector("button").disabled = !spring.spec;
      item.querySelector("button").addEventListener("click", () => loadSource(spring, item));
      for (const warning of spring.warnings) {
        const rule = element("div", { class: "source-rule", "data-rule": warning.rule, "data-level": warning.level },
                             element("span", { class: "rule-id", text: warning.rule }), ": ", warning.message);
        if (warning.fix) {
          const fix = element("button", { type: "button", class: "source-fix", title: warning.fix.summary, text: "Fix" });
          fix.addEventListener("click", () => fixSource(spring, warning.rule));
          rule.append(fix);
        }
        item.append(rule);
      }
      items.append(item);
      if (selected && selected.path === spring.path && selected.line === spring.line && selected.api === spring.api) {
        project.selected = spring;
        item.classList.add("selected");
      }
    }
    list.append(element("details", { class: "source-file", open: "" },
                        element("summary", { text: `${file.path} (${file.springs.length})` }), items));
  }
  if (count === 0) list.append(element("p", { class: "note", text: "No springs found in this folder." }));
}
// Loads a listed spring in its own family and form: the platform whose forms hold it, the
// spec the server wrote in that form.
function loadSource(spring, item) {
  project.selected = spring;
  document.querySelectorAll(".source-spring.selected").forEach((node) => node.classList.remove("selected"));
  item.classList.add("selected");
  const group = ecosystems().find((g) => g.forms.includes(spring.form));
  if (group) { chooseEcosystem(group.key, false); $("ecosystem").value = group.key; }
  setSpec(spring.spec);
  if (spring.form) state.springs[state.active].family = spring.form;
  $("source-write").disabled = false;
  $("source-write").title = `Write the spring being edited at ${spring.location} (${spring.api}); only its numbers change`;
  sourceResult(`Loaded ${spring.location}: ${spring.spec}`, false);
}
async function afterWrite(result) {
  if (result.ok) return true;
  sourceResult(result.body.error, true);
  // A file changed on disk (or a listing out of date): read the project again.
  if (result.status === 409) await listProject();
  return false;
}
function writeSource() { return projectWork(writeSelected); }
async function writeSelected() {
  const spring = project.selected;
  if (!spring) return;
  const form = new URLSearchParams([["location", spring.location], ["spring", state.springs[state.active].spec],
                                    ["listing", String(project.listing)]]);
  const result = await post("/api/project/write", form);
  if (!(await afterWrite(result))) return;
  await finishWrite(result.body);
}
function fixSource(spring, rule) { return projectWork(() => fixRule(spring, rule)); }
async function fixRule(spring, rule) {
  const form = new URLSearchParams([["location", spring.location], ["rule", rule], ["listing", String(project.listing)]]);
  const result = await post("/api/project/fix", form);
  if (!(await afterWrite(result))) return;
  await finishWrite(result.body);
}
async function finishWrite(body) {
  sourceResult(body.summary.join("\n"), false);
  showDiff(body.diff);
  if (body.undo !== null) project.undo.push(body.undo);
  await listProject();
}
function undoSource() { return projectWork(undoLast); }
async function undoLast() {
  const id = project.undo[project.undo.length - 1];
  if (id === undefined) return;
  const result = await post("/api/project/undo", new URLSearchParams([["edit", String(id)]]));
  if (result.ok) {
    project.undo.pop();
    sourceResult(`Undid the write to ${result.body.files.join(", ")}`, false);
    showDiff(result.body.diff);
    await listProject();
  } else {
    sourceResult(result.body.error, true);
  }
}
function startProject() {
  if (backend) {
    // The static page: a project's springs are files on this machine, which only the server reads.
    $("source-panel").hidden = false;
    $("project-name").textContent = "";
    $("source-panel").querySelector(".source-bar").style.display = "none";
    $("source-result").textContent = "Listing and editing the springs in a project's source needs springtune studio DIR, run on the machine that has the files.";
    return;
  }
  if (!state.config.project) return;
  $("source-panel").hidden = false;
  $("project-name").textContent = state.config.project;
  $("source-write").addEventListener("click", writeSource);
  $("source-undo").addEventListener("click", undoSource);
  $("source-reread").addEventListener("click", () => projectWork(async () => { sourceResult("", false); await listProject(); }));
  projectWork(listProject);
}

// --- Presets kept in the browser (the static page) ------------------------------------
// The static page saves into a preset file the page keeps in this browser (web.js: the
// WebAssembly build holds it and applies the served studio's rules); it can be replaced by a
// file the user opens and saved as a download, in the format springtune reads (--preset-file).
function fillPresetFiles() {
  const select = $("save-file");
  select.replaceChildren();
  for (const file of state.config.presetFiles) {
    const option = document.createElement("option");
    option.value = option.textContent = file;
    select.appendChild(option);
  }
}
function presetFileResult(text, isError) {
  const result = $("preset-file-result");
  result.className = "note" + (isError ? " error" : " ok");
  result.textContent = text;
}
async function refreshPresetFile() {
  state.config = (await api("/api/config")).body;
  fillPresetFiles();
  await loadPresets();
}
function startBrowserPresets() {
  $("preset-file-bar").hidden = false;
  $("save-result").textContent = "Presets you save here are kept in this browser; download them as a preset file for springtune --preset-file. Saving straight into a file on your disk needs springtune studio --preset-file FILE.";
  $("preset-file-open").addEventListener("change", async (event) => {
    const picked = event.target.files[0];
    if (!picked) return;
    try {
      const file = await backend.presetFile.open(picked);
      await refreshPresetFile();
      presetFileResult(`Opened ${file.path}: its presets are in the list and kept in this browser`, false);
    } catch (error) {
      presetFileResult(error.message, true);
    }
    event.target.value = "";
  });
  $("preset-file-download").addEventListener("click", async () => {
    const file = await backend.presetFile.download();
    presetFileResult(file ? `Downloaded ${file.path}` : "No presets saved in this browser yet: save one first", !file);
  });
}

// --- Start ---------------------------------------------------------------------------
async function start() {
  try {
    state.config = (await api("/api/config")).body;
    state.springs = [{ spec: state.config.defaultSpring }];
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
  fillPresetFiles();
  if (backend && backend.presetFile) {
    // The static page (make web): presets are saved into the browser's preset file.
    startBrowserPresets();
  } else if (backend) {
    $("save").disabled = true;
    $("save-result").textContent = "Saving presets into files needs springtune studio (springtune studio --preset-file FILE): this page computes in your browser and writes no file.";
  } else if (state.config.presetFiles.length === 0) {
    $("save").disabled = true;
    $("save-result").textContent = "Start the studio with --preset-file FILE to save presets.";
  }
  for (const group of ecosystems()) {
    const titles = group.forms.map((key) => (families().find((f) => f.key === key) || { title: key }).title);
    $("ecosystem").appendChild(element("option", { value: group.key, text: group.title, title: titles.join("; ") }));
  }
  buildOverlays();
  buildDirectManipulation();
  let remembered = null;
  try { remembered = localStorage.getItem("springtune.ecosystem"); } catch { /* storage off */ }
  const linked = readAddress();
  chooseEcosystem(linked || remembered || state.config.defaultEcosystem, false);
  buildTabs();
  $("spec").value = state.springs[state.active].spec;
  $("spec").addEventListener("change", () => setSpec($("spec").value.trim()));
  $("ecosystem").addEventListener("change", (event) => { chooseEcosystem(event.target.value, true); schedule(); });
  $("preset-select").addEventListener("change", (event) => { if (event.target.value) setSpec("preset:" + event.target.value); event.target.value = ""; });
  $("add-spring").addEventListener("click", () => {
    if (state.springs.length >= state.config.maximumSprings) return;
    remember();
    state.springs.push({ spec: state.springs[state.active].spec });
    state.active = state.springs.length - 1;
    buildTabs();
    schedule();
  });
  $("undo").addEventListener("click", () => restore(state.undo, state.redo));
  $("redo").addEventListener("click", () => restore(state.redo, state.undo));
  document.addEventListener("keydown", (event) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const target = event.target;
    if (target.id === "spec" || target.tagName === "TEXTAREA" || (target.form && target.form.id)) return;
    const key = event.key.toLowerCase();
    if (key === "z" && !event.shiftKey) { event.preventDefault(); restore(state.undo, state.redo); }
    else if ((key === "z" && event.shiftKey) || key === "y") { event.preventDefault(); restore(state.redo, state.undo); }
  });
  $("copy-link").addEventListener("click", () => copyText(location.href, $("copy-link")));
  $("copy-cli").addEventListener("click", () => copyText(cliCommand(), $("copy-cli")));
  $("replay").addEventListener("click", play);
  $("preview-speed").addEventListener("change", () => { play(); writeAddress(); });
  $("preview-mode").addEventListener("change", schedule);
  $("preview-curve").addEventListener("change", (event) => { event.target.dataset.choice = event.target.value; showPreviewSource(); schedule(); });
  $("scrub").addEventListener("input", scrub);
  $("export-format").addEventListener("change", schedule);
  $("copy").addEventListener("click", () => copyText($("export-text").textContent, $("copy")));
  $("save-form").addEventListener("submit", savePreset);
  $("fit-form").addEventListener("submit", fitTargets);
  loadPresets().catch((error) => setStatus(error.message, true));
  startProject();
  schedule();
}
document.addEventListener("DOMContentLoaded", start);
