import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Server-only modules must never reach the browser bundle.
    assetsInlineLimit: 0,
  },
  server: { port: 5173 },
});
