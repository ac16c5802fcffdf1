import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Fewer, larger browser chunks: the framework in one, the code every page
 * shares (layout, components, utilities, copy) in another. Left alone, Rollup
 * splits them into ~20 files of 1–5 KB that a phone fetches before it can
 * hydrate. Zod stays out: only the lead forms load it, on first use.
 */
function manualChunks(id: string): string | undefined {
  if (id.includes("/node_modules/")) {
    if (id.includes("/node_modules/zod/") || id.includes("/node_modules/libphonenumber-js/")) return undefined;
    return "framework";
  }
  if (/\/app\/(components|utils|hooks)\//.test(id) || /\/app\/content\/(site|brand|agency|leads)\.ts$/.test(id)) return "shared";
  return undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Server-only modules must never reach the browser bundle.
    assetsInlineLimit: 0,
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks } },
  },
  server: { port: 5173 },
}));
