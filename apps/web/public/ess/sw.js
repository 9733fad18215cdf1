// Employee self-service's service worker (scope /ess/). It keeps one thing: the offline page, shown
// when a navigation cannot reach the server. It never caches the app's replies, API calls or
// anything personal: every other request goes to the network as if it were not here.
const CACHE = 'ess-offline-v1';
const OFFLINE = '/ess/offline.html';
const KEPT = [OFFLINE, '/ess/offline.css', '/ess/icon-192.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(KEPT.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  // an older version's cache goes; then this worker serves the open pages at once
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE)));
    return;
  }
  // the offline page's own style sheet and icon, and only those, from the cache when offline
  const url = new URL(request.url);
  if (url.origin === self.location.origin && KEPT.includes(url.pathname)) {
    event.respondWith(fetch(request).catch(() => caches.match(url.pathname)));
  }
});
