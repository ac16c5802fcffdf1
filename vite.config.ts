import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type AliasOptions, type Rollup } from "vite";

/**
 * Fewer, larger browser chunks: the framework in one, the code every page
 * shares (layout, components, utilities, copy) in another. Left alone, Rollup
 * splits them into ~20 files of 1–5 KB that a phone fetches before it can
 * hydrate. Zod stays out: only the lead forms load it, on first use; so does
 * MapLibre, imported when a map is opened.
 */
function manualChunks(id: string, meta: Rollup.ManualChunkMeta): string | undefined {
  // Vite's helper for dynamic imports goes with the shared code; left alone, Rollup puts it in the first
  // chunk that has a dynamic import (the map's shell), and every page then loads that chunk for it.
  if (id.includes("vite/preload-helper")) return "shared";
  if (id.includes("/node_modules/")) {
    if (id.includes("/node_modules/zod/") || id.includes("/node_modules/libphonenumber-js/")) return undefined;
    // MapLibre (JS and CSS) goes only with the map's lazily imported runtime (decision 019).
    if (id.includes("/node_modules/maplibre-gl/")) return undefined;
    return "framework";
  }
  // The kit's list widgets and its pager load with the list pages, the toast with the enquiry
  // dialog (loaded on first use), the list states with the directory pages; the modal (dialog and
  // behaviour: filter bars, galleries, floor plans) stays in the shared chunk.
  if (/\/app\/components\/ui\/(combobox|combobox-logic|use-listbox|select|location-picker)\.tsx?$/.test(id)) return "list-kit";
  if (/\/app\/components\/ui\/(pager|pager-logic)\.tsx?$/.test(id)) return "pager";
  if (/\/app\/components\/ui\/(toast|list-states)\.tsx$/.test(id)) return undefined;
  // The map's shell (placeholder, frame, copy; decision 019) is one small chunk for the pages that show a map;
  // the sale, rent and off-plan lists load only their list/map toggle (its own chunk), not the shell.
  if (/\/app\/(features\/map\/(components\/(lazy-map|location-map)\.tsx|geo\.ts)|content\/map\.ts)$/.test(id)) return "map-shell";
  if (/\/app\/(features\/map\/(components\/list-map\.tsx|marker-lists\.ts|list-url\.ts)|content\/map-list\.ts)$/.test(id))
    return "map-toggle";
  // Widgets of detail and content pages only go with those pages.
  if (/\/app\/components\/(faq-accordion|agent-card|enquiry-button|ui\/permit-badge|ui\/use-window-loaded)\.tsx?$/.test(id))
    return undefined;
  if (
    /\/app\/(components|utils|hooks)\//.test(id) ||
    /\/app\/features\/leads\/components\/enquiry-modal\.tsx$/.test(id) ||
    /\/app\/content\/(site|brand|agency|leads)\.ts$/.test(id)
  ) {
    // A utility that builds Zod schemas (the back office's filters, its form fields) goes with the pages that import
    // it: in the shared chunk it brought Zod to every public page, evaluated before hydration (2026-11-30).
    if (meta.getModuleInfo(id)?.importedIds.some((imported) => imported.includes("/node_modules/zod/"))) return undefined;
    return "shared";
  }
  return undefined;
}

/**
 * react-router's package exports point every condition at its development
 * build (remix-run/react-router#12532, #14102), which keeps its dev-only
 * warnings and checks in the browser bundle. The production build it ships
 * beside it is the same API without them; the browser bundle uses that.
 */
const reactRouterProduction: AliasOptions = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url)) },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/dom-export.mjs", import.meta.url)),
  },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: command === "build" && !isSsrBuild ? { alias: reactRouterProduction } : {},
  build: {
    // Server-only modules must never reach the browser bundle.
    assetsInlineLimit: 0,
    // The server build's entry is the server itself (server/worker.ts), which imports React Router's
    // build: the Express app, its services and the routes are one bundle, one module graph (decision 037).
    rollupOptions: isSsrBuild ? { input: "./server/worker.ts" } : { output: { manualChunks } },
  },
  server: { port: 5173 },
}));
