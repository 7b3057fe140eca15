/** Vite build for the Logo DNA page; in `vite dev` the API and the hosted sign-in page are proxied to the server. */
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/api': API_TARGET,
      '/auth': API_TARGET,
      '/storage': API_TARGET,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Fonts are loaded on demand; keep their files out of the initial chunk.
    assetsInlineLimit: 0,
  },
});
