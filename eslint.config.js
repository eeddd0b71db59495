// Lint: correctness (typescript-eslint, React hooks, jsx-a11y) and the rules reviews used to keep by
// hand: the import layering (ADR 016), right-to-left by construction (logical classes only) and colours
// from the theme's tokens only (ADR 027).
import { readdirSync } from "node:fs";
import path from "node:path";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

const features = readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The studio's screens, each a folder beside its shared kit (app/studio/kit). */
const studioScreens = readdirSync(new URL("./app/studio", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "kit")
  .map((entry) => entry.name);

const code = "**/*.{ts,tsx}";

/** Every path below is from the project's root. */
const here = (...parts) => path.join(import.meta.dirname, ...parts);
const layerMessage =
  "Imports flow core <- components/i18n/utils <- features and the studio <- compositions <- page-kit <- routes; a feature imports no other feature nor the studio; a studio screen imports its own folder and the studio's kit, the kit no screen; server never imports app; only *.server.ts files (and routes) import the server (ADR 016).";
/** A folder's files that run in the browser too (its `*.server.ts` files run on the server only). */
const browserSide = (folder) => [`${folder}/**/!(*.server).ts`, `${folder}/**/*.tsx`];

/**
 * Import layering (ADR 016), checked on where an import resolves to (import-x with the TypeScript
 * resolver), so a relative `../../server/x`, an alias `~/features/y` or `#server/z`, an `export … from`
 * and a dynamic `import()` are all the same import of the same file.
 */
const layerZones = [
  { target: "core", from: ["app", "server"] },
  { target: "server", from: ["app"] },
  {
    target: ["app/components", "app/i18n", "app/utils"],
    from: ["app/features", "app/studio", "app/compositions", "app/page-kit", "app/routes", "server"],
  },
  ...features.map((feature) => ({ target: `app/features/${feature}`, from: ["app/features"], except: [`./${feature}`] })),
  { target: "app/features", from: ["app/studio", "app/compositions", "app/page-kit", "app/routes"] },
  { target: browserSide("app/features"), from: [here("server/**")] },
  // The studio (the owner's side): its kit and one folder per screen; it shares nothing with the public pages' features.
  { target: "app/studio", from: ["app/features", "app/compositions", "app/page-kit", "app/routes"] },
  { target: "app/studio/kit", from: ["app/studio"], except: ["./kit"] },
  ...studioScreens.map((screen) => ({ target: `app/studio/${screen}`, from: ["app/studio"], except: [`./${screen}`, "./kit"] })),
  { target: browserSide("app/studio"), from: [here("server/**")] },
  { target: "app/compositions", from: ["app/studio", "app/page-kit", "app/routes", "server"] },
  { target: "app/page-kit", from: ["app/routes"] },
  { target: browserSide("app/page-kit"), from: [here("server/**")] },
  // The files directly under app/: only the server's entry renders on the server.
  { target: ["app/entry.client.tsx", "app/root.tsx", "app/routes.ts"], from: [here("server/**")] },
  // Product code never reaches into the scripts or the tests.
  { target: ["app", "core", "server"], from: ["scripts", "tests"] },
].map((zone) => ({ ...zone, message: layerMessage }));

/** Physical-direction utilities break right-to-left layouts: use ms/me/ps/pe/start/end/text-start/text-end. */
const physical = String.raw`(^|[\s:"'\x60])-?(ml|mr|pl|pr|left|right|rounded-l|rounded-r|rounded-tl|rounded-tr|rounded-bl|rounded-br|border-l|border-r|scroll-ml|scroll-mr|scroll-pl|scroll-pr)-[0-9a-z\[]|(^|[\s:"'\x60])(text|float|clear)-(left|right)\b`;
const physicalMessage =
  "Physical-direction class: use a logical one (ms-/me-/ps-/pe-/start-/end-/text-start/text-end) so right-to-left works by construction.";

/**
 * Colours come from the theme's tokens (ADR 027), so a theme (or one derived from the owner's brand colours)
 * restyles everything: no Tailwind palette colour (`text-red-400`, `bg-amber-400/10`), no `white` (on the
 * accent use `on-accent`, for a light wash `fg/5`), no hex or numeric rgb()/hsl()/oklch() colour. `black` is
 * allowed: shadows, scrims over photos and dialogs, and print, which is black on white paper in every theme.
 * The theme definitions themselves are CSS (app/app.css) and core/catalogue/themes.ts, outside these files.
 */
const palette =
  "red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|slate|gray|zinc|neutral|stone|mauve|olive|mist|taupe";
const colourUtility =
  "text|bg|border|border-[xytrblse]|ring|ring-offset|outline|fill|stroke|from|to|via|accent|caret|decoration|shadow|inset-shadow|inset-ring|drop-shadow|text-shadow|divide|placeholder";
const rawColour = String.raw`(^|[\s:"'\x60!])(${colourUtility})-((${palette})-[0-9]{2,3}|white)\b|#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})(?![\w-])|\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*[0-9.]`;
const rawColourMessage =
  "Raw colour: use a theme token (text-fg, text-muted, bg-surface, border-line, text-accent-text, text-on-accent, text-danger, bg-warning/10, text-success, text-info, ...; ADR 027).";
/** Where app code may still hold raw colours, and why. */
const rawColourExceptions = [
  // The contrast checker's starting colours are the visitor's data, not the site's.
  "app/features/tools/contrast/use-contrast.ts",
  // Tests hold colours as data (a contrast pair, a parsed value).
  "app/**/*.test.{ts,tsx}",
];
const directionSelectors = [
  { selector: `Literal[value=/${physical}/]`, message: physicalMessage },
  { selector: `TemplateElement[value.raw=/${physical}/]`, message: physicalMessage },
];

export default tseslint.config(
  { ignores: ["build/**", "data/**", ".react-router/**", "node_modules/**", "drizzle/**", "screenshots/**", "test-results/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: [code],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // `declare global { namespace Express … }` is how Express request types are extended.
      "@typescript-eslint/no-namespace": ["error", { allowDeclarations: true }],
      // Input validation here refuses control characters on purpose.
      "no-control-regex": "off",
      "no-restricted-syntax": ["error", ...directionSelectors],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: rawColourExceptions,
    rules: {
      "no-restricted-syntax": [
        "error",
        ...directionSelectors,
        { selector: `Literal[value=/${rawColour}/]`, message: rawColourMessage },
        { selector: `TemplateElement[value.raw=/${rawColour}/]`, message: rawColourMessage },
      ],
    },
  },
  { files: ["*.js", "scripts/*.mjs"], languageOptions: { globals: globals.node } },
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    files: [code],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: here("tsconfig.json") })],
      // The cycle rule reads the modules an import reaches: TypeScript ones with TypeScript's parser.
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: layerZones }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // Tests, fixtures and scripts may reach into any layer.
    files: ["tests/**", "scripts/**", "**/*.test.{ts,tsx}"],
    // Vitest reads a fixture's dependencies from its first parameter's pattern, so `{}` is how a fixture says "none".
    rules: { "import-x/no-restricted-paths": "off", "no-empty-pattern": "off" },
  },
);
