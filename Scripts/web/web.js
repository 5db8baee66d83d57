// The static page's backend (dist/web, `make web`): the studio page (studio.js) sends every
// request through `window.springtuneBackend` when it is set, and this module sets it to the
// WebAssembly build of the studio's own API (springkit.js → springkit.wasm), so the page
// computes in the browser exactly what `springtune studio` computes on its server. Nothing is
// computed here: requests and answers are passed through as text.
//
// The user's presets: the module holds the browser's preset file (sk.userPresets), whose
// presets resolve and list beside the bundled ones and into which the page's save writes,
// by the served studio's rules (StudioAPI.savePreset(_:into:)). This module only keeps its
// text in localStorage, reads a file the user opens and offers the text as a download.
import { load } from "./springkit.js";

const STORED = "springtune.presetFile";
const loaded = load().then((sk) => {
  try {
    const stored = localStorage.getItem(STORED);
    if (stored) sk.userPresets(JSON.parse(stored));
  } catch (error) {
    // Storage off, or a stored file this build refuses: the page starts with no user presets.
    console.warn("springtune: the presets kept in this browser were not loaded:", error.message);
  }
  return sk;
});

// Keeps the module's preset file in this browser.
function keep(sk) {
  const file = sk.userPresets();
  try {
    if (file.text) localStorage.setItem(STORED, JSON.stringify(file));
    else localStorage.removeItem(STORED);
  } catch { /* storage off: the presets last until the page closes */ }
  return file;
}

window.springtuneBackend = {
  // What the server answers for METHOD PATH with a query (GET) or a form (POST):
  // { status, type, text }. A save that succeeded changed the preset file: kept.
  async request(method, path, params) {
    const sk = await loaded;
    const answer = sk.studio(method, path, params.toString());
    if (method === "POST" && answer.status < 400) keep(sk);
    return answer;
  },
  // The browser's preset file: opened from a file the user picks (a File), refused with the
  // CLI's one-line message when springtune would refuse it; and downloaded as a file.
  presetFile: {
    async open(file) {
      const sk = await loaded;
      sk.userPresets({ path: file.name, text: await file.text() });
      return keep(sk);
    },
    async current() {
      return (await loaded).userPresets();
    },
    async download() {
      const file = (await loaded).userPresets();
      if (!file.text) return null;
      const url = URL.createObjectURL(new Blob([file.text], { type: "application/json" }));
      const link = Object.assign(document.createElement("a"), { href: url, download: file.path.split("/").pop() });
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      return file;
    },
  },
};

// The page works offline after its first visit (sw.js keeps its files).
if ("serviceWorker" in navigator && location.protocol !== "file:") {
  navigator.serviceWorker.register("sw.js").catch(() => { /* the page works without it, online */ });
}
