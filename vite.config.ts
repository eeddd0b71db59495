import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: { assetsInlineLimit: 0 },
  environments: {
    // The whole Express app is bundled with the server build, so route
    // loaders and the server share one copy of every module (ADR 002).
    ssr: {
      build: { rollupOptions: { input: "./server/app.ts" } },
      // In development the app is loaded through Vite; the request handler
      // must use the same copy of react-router as the routes do.
      resolve: command === "serve" ? { noExternal: ["@react-router/express"] } : {},
    },
  },
}));
