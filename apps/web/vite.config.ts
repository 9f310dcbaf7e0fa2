import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';

const SERVER = 'http://127.0.0.1:3000';

// The plugins' types come from the hoisted vite 8 (vitest's); the app builds with its own vite 7.
const plugins = [react(), tailwindcss()] as unknown as PluginOption[];

export default defineConfig({
  plugins,
  resolve: {
    alias: [
      // React 19 has useSyncExternalStore; react-i18next imports the React 17 shim, which would only forward to it.
      { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
    ],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: SERVER, ws: true, changeOrigin: true },
      '/shop': { target: SERVER, changeOrigin: true },
      '/uploads': { target: SERVER, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
});
