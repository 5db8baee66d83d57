// SpringTune's page, offline: after the first visit every file of the page is answered from
// this cache, so the studio opens and computes with the network off. Scripts/build-web.sh
// writes the list of files and a version (a hash of their contents) into this file; a new
// version replaces the cache whole, so the page never mixes files of two builds.
"use strict";
const VERSION = "@VERSION@";
const FILES = [@FILES@];
const CACHE = "springtune-" + VERSION;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((key) => key.startsWith("springtune-") && key !== CACHE).map((key) => caches.delete(key))))
    .then(() => self.clients.claim()));
});

// The page's own files from the cache (its query and fragment aside: `#spring=` links and
// `?` variants open the same page); anything else from the network.
self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET" || new URL(event.request.url).origin !== self.location.origin) return;
  event.respondWith(caches.open(CACHE)
    .then((cache) => cache.match(event.request, { ignoreSearch: true }))
    .then((hit) => hit || fetch(event.request)));
});
