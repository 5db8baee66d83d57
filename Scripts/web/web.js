// The static page's backend (dist/web, `make web`): the studio page (studio.js) sends every
// request through `window.springtuneBackend` when it is set, and this module sets it to the
// WebAssembly build of the studio's own API (springkit.js → springkit.wasm), so the page
// computes in the browser exactly what `springtune studio` computes on its server. Nothing is
// computed here: requests and answers are passed through as text.
import { load } from "./springkit.js";

const loaded = load();

window.springtuneBackend = {
  // What the server answers for METHOD PATH with a query (GET) or a form (POST):
  // { status, type, text }.
  async request(method, path, params) {
    const sk = await loaded;
    return sk.studio(method, path, params.toString());
  },
};

// The page works offline after its first visit (sw.js keeps its files).
if ("serviceWorker" in navigator && location.protocol !== "file:") {
  navigator.serviceWorker.register("sw.js").catch(() => { /* the page works without it, online */ });
}
