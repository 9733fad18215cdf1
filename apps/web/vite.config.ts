import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import rootPackage from '../../package.json' with { type: 'json' };

/** The web app's folder, so the config works whether vite runs from here or from the repository root. */
const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);

export default defineConfig(({ mode }) => {
  // The API server the dev server forwards to; HRIS_API_URL overrides the default.
  const apiTarget = loadEnv(mode, webRoot, 'HRIS_').HRIS_API_URL || 'http://127.0.0.1:3000';
  return {
    root: webRoot,
    plugins: [react()],
    define: {
      __APP_VERSION__: JSON.stringify(rootPackage.version),
    },
    build: {
      outDir: `${webRoot}dist`,
      emptyOutDir: true,
      sourcemap: true,
      rolldownOptions: {
        output: {
          // Libraries change less often than the app: keep them in their own cacheable chunks.
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                priority: 3,
              },
              { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, priority: 2 },
              { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
            ],
          },
        },
      },
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
