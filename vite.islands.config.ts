import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

/**
 * The public pages' scripts (ADR 055): one small boot module and the islands it loads on their triggers, built
 * after the application (`react-router build` empties build/client) into the same hashed, immutable /assets.
 * The server finds the boot module's name in the manifest (server/pages/islands.ts).
 */
export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "react-router": fileURLToPath(new URL("./app/islands/router.tsx", import.meta.url)),
    },
  },
  publicDir: false,
  oxc: { jsx: { runtime: "automatic" } },
  build: {
    outDir: "build/client",
    emptyOutDir: false,
    assetsDir: "assets",
    manifest: ".vite/islands-manifest.json",
    modulePreload: false,
    target: "es2022",
    rolldownOptions: {
      input: { boot: fileURLToPath(new URL("./app/islands/boot.ts", import.meta.url)) },
      output: {
        entryFileNames: "assets/island-[name]-[hash].js",
        chunkFileNames: "assets/island-[name]-[hash].js",
        codeSplitting: {
          groups: [
            // React only for the islands that are React components (the assistant, the credibility dialog), on their trigger.
            { name: "react", test: /\/node_modules\/(react|react-dom|scheduler)\// },
            // What the boot module and the islands share, in one small file with it rather than five.
            {
              name: "boot-shared",
              test: /\/(app|core)\/(features\/(theme\/theme|assistant\/widget-config|shell\/scrolling|contact\/visit)|utils\/insights|i18n\/languages|leads\/tap-link|islands\/island)\.|preload-helper/,
            },
          ],
        },
      },
      // React's and lucide's "use client" mean nothing here.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
      preserveEntrySignatures: "strict",
    },
  },
});
