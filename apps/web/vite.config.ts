/** Vite build for the Logo DNA page; in `vite dev` the API and the hosted sign-in page are proxied to the server. */
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = 'http://localhost:3000';

/**
 * The page uses only the engine's designer list. The engine and its geometry libraries do not
 * declare `sideEffects: false`, so without this hint their whole module graph would ship in the
 * initial chunk; their top-level code only builds tables, so unused modules can be dropped.
 */
const SIDE_EFFECT_FREE =
  /[\\/](packages[\\/]engine|node_modules[\\/](polygon-clipping|svgpath|culori|pure-rand|opentype\.js|stopword|fflate|@phosphor-icons|svgo|pdfkit|svg-to-pdfkit))[\\/]/;

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
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE.test(id),
      },
    },
  },
});
