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
  // Not the networks' hosts: only the Insights collector (after idle) and the studio read them. Not the
  // sectors' icons (testimonials, below the fold) nor the studio's language helpers: a group takes a
  // module's imports with it, and those two brought a dozen icons and admin code into every page.
  /\/core\/(catalogue\/(?!social-networks\.|sectors\.)|i18n\/(?!studio-language\.))/,
  /\/core\/settings\/site-settings\./,
  /\/app\/i18n\//,
  // The footer's network marks (their drawings are one cached SVG file, as the page icons' are).
  /\/app\/components\/(icons\/social-icon\.|contact\/place-texts\.)/,
  // The contact buttons' link through the site (issue 45): the footer, the contact section and the banners use it.
  /\/app\/components\/contact\/tap-page\./,
  /\/core\/leads\/tap-link\./,
  /\/app\/(utils\/insights|utils\/format|page-kit\/page-meta|features\/theme\/theme|components\/ui\/(hex-logo|brand-mark|uploaded-image))\./,
  /\/app\/features\/(contact\/visit|assistant\/widget-config)\./,
  // How the page is delivered, the visit's clock and an island's props (ADR 055): every public page's layout reads them.
  /\/app\/(utils\/(delivery|visit-clock)|islands\/island-props|features\/shell\/remember-language)\./,
  // The shell's own icons (footer, contact links, dialogs' close, back to top, the theme button).
  /\/node_modules\/lucide-react\/dist\/esm\/icons\/(phone|message-circle|mail|arrow-left|arrow-right|arrow-up|x|check|palette|menu)\.mjs$/,
];
/**
 * The services' and sectors' page icons and the testimonials' sector icons: one small file (their names and
 * the `<use>` of page-icons.svg; no drawing is JavaScript) for the grids and pages that draw them.
 */
const PAGE_ICONS = [/\/app\/components\/icons\/(page-icon|sector-icon)\./, /\/core\/catalogue\/sectors\./];
/**
 * Shared parts that only code loading on use imports (ADR 049). Each group is one file, so a public
 * page's first load names it once in the preload list of the imports that use it, not once per
 * radix package. `radix` is what every radix part shares, with the dismissable layer (the assistant's
 * panel, a tool's tabs and the dialogs need no more); `dialog` is the rest of the modal dialog.
 */
const RADIX = [
  /\/node_modules\/@radix-ui\/(primitive|react-(primitive|slot|compose-refs|context|id|presence|use-[a-z-]+|dismissable-layer))\//,
  /\/app\/components\/ui\/disclosure\./,
];
const DIALOG = [
  /\/node_modules\/@radix-ui\/react-(dialog|focus-scope|focus-guards|portal)\//,
  /\/node_modules\/(react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce)\//,
  /\/app\/components\/ui\/dialog\./,
];
/** The form parts the contact form, the tools and the studio share. */
const FORMS = [/\/app\/components\/ui\/(field|toast)\./];
/**
 * Packages the server build takes in rather than leaving to Node at start-up (ADR 052): plain ES modules spread over
 * hundreds of files (lucide-react's icons, radix's parts, drizzle's query builder, zod), of which the server uses a
 * few. Left outside, Node resolved and loaded every file of them at each start.
 */
const SERVER_BUNDLED = ["lucide-react", "radix-ui", /^@radix-ui\//, "drizzle-orm", "zod"];
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
                { name: "page-icons", test: matches(PAGE_ICONS) },
                { name: "radix", test: matches(RADIX) },
                { name: "dialog", test: matches(DIALOG) },
                { name: "forms", test: matches(FORMS) },
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
      resolve: command === "serve" ? { noExternal: ["@react-router/express"] } : { noExternal: SERVER_BUNDLED },
    },
  },
}));
