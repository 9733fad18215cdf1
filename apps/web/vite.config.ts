import react from '@vitejs/plugin-react';
import type { Connect } from 'vite';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import rootPackage from '../../package.json' with { type: 'json' };
import { precompress } from './precompress';

/** `/ess` and its client routes get self-service's page (ess.html), as the server sends them in production. */
const essPage: Connect.NextHandleFunction = (req, _res, next) => {
  const pathname = req.url?.split('?')[0] ?? '';
  if ((pathname === '/ess' || pathname.startsWith('/ess/')) && !/\.\w+$/.test(pathname))
    req.url = '/ess.html';
  next();
};

/** The same in the dev and preview servers. */
function essPages(): Plugin {
  return {
    name: 'hris:ess-pages',
    configureServer: (server) => void server.middlewares.use(essPage),
    configurePreviewServer: (server) => void server.middlewares.use(essPage),
  };
}

/** The web app's folder, so the config works whether vite runs from here or from the repository root. */
const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);

export default defineConfig(({ mode }) => {
  // The API server the dev server forwards to; HRIS_API_URL overrides the default.
  const apiTarget = loadEnv(mode, webRoot, 'HRIS_').HRIS_API_URL || 'http://127.0.0.1:3000';
  return {
    root: webRoot,
    plugins: [react(), precompress(), essPages()],
    define: {
      __APP_VERSION__: JSON.stringify(rootPackage.version),
    },
    build: {
      outDir: `${webRoot}dist`,
      emptyOutDir: true,
      // No source maps in the production build: the server would publish the app's source with them.
      sourcemap: false,
      // Chunks follow the routes (rolldown's default splitting): the login screen loads React, the router
      // and the few Mantine components it shows; each /hr screen adds what it uses, shared code once.
      // Two entries of one build: the HR app (index.html) and employee self-service (ess.html, /ess).
      rollupOptions: { input: { main: `${webRoot}index.html`, ess: `${webRoot}ess.html` } },
    },
    server: {
      host: '127.0.0.1',
      port: 5173,
      proxy: {
        '/api': { target: apiTarget, changeOrigin: false },
        '/upload': { target: apiTarget, changeOrigin: false },
      },
    },
    preview: {
      host: '127.0.0.1',
      port: 4173,
      proxy: {
        '/api': { target: apiTarget, changeOrigin: false },
        '/upload': { target: apiTarget, changeOrigin: false },
      },
    },
  };
});
