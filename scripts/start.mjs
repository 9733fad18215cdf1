// `npm start`: builds what is missing or stale, then runs the server in this process
// (so Ctrl+C reaches its graceful shutdown).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale();
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
