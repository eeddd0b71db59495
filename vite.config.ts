import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

/**
 * Client chunks (ADR 008). Every page loads React, React Router, i18next and the shell's small
 * shared modules; left to the automatic splitting they come as dozens of tiny files, each
 * compressed on its own (worse than together) and each a request. Named groups keep them
 * together, with React apart from the rest: one large framework file can be counted whole
 * before the first paint on a slow line. (The measurements: README, Performance.)
 */
const REACT = [/\/node_modules\/(react|react-dom|scheduler)\//];
const FRAMEWORK = [
  /\/node_modules\/(react-router|i18next|react-i18next)\//,
  /\/node_modules\/lucide-react\/dist\/esm\/(shared\/|Icon\.|createLucideIcon\.|context\.|defaultAttributes\.)/,
  /preload-helper|rolldown[:/]runtime/,
];
const SHELL = [
  // Not the networks' hosts: only the Insights collector (after idle) and the studio read them.
  /\/core\/(catalogue\/(?!social-networks\.)|i18n\/)/,
  /\/core\/settings\/site-settings\./,
  /\/app\/i18n\//,
  /\/app\/components\/(icons\/|contact\/place-texts\.)/,
  /\/app\/(utils\/insights|utils\/format|page-kit\/page-meta|features\/theme\/theme|components\/ui\/hex-logo)\./,
  /\/app\/features\/(contact\/visit|assistant\/widget-config)\./,
  // The shell's own icons (footer, contact links, dialogs' close, back to top).
  /\/node_modules\/lucide-react\/dist\/esm\/icons\/(phone|message-circle|mail|eye|arrow-left|arrow-right|arrow-up|x|check)\.mjs$/,
];
const matches = (patterns: RegExp[]) => (id: string) => patterns.some((pattern) => pattern.test(id.replaceAll("\\", "/")));

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "react", test: matches(REACT) },
                { name: "framework", test: matches(FRAMEWORK) },
                { name: "shell", test: matches(SHELL) },
              ],
            },
          },
        },
      },
    },
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
