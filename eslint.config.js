// Lint: correctness (typescript-eslint, React hooks, jsx-a11y) and the two rules reviews used to
// keep by hand: the import layering (ADR 016) and right-to-left by construction (logical classes only).
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

const features = readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const code = "**/*.{ts,tsx}";

/** Import layering, lowest first: core <- components, i18n, utils <- features <- compositions <- routing <- routes. */
const layer = {
  core: ["~/**", "\\#server/**", "**/app/**", "**/server/**"],
  shared: ["~/features/**", "~/compositions/**", "~/routing/**", "~/routes/**", "\\#server/**"],
  // Routes, entry.server and *.server.ts run on the server only and may import it.
  features: ["~/compositions/**", "~/routing/**", "~/routes/**", "\\#server/**"],
  compositions: ["~/routing/**", "~/routes/**", "\\#server/**"],
  routing: ["~/routes/**"],
  server: ["~/**", "**/app/**"],
};

const restrict = (files, group, extra = {}) => ({
  files,
  ignores: extra.ignores ?? [],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group,
            message:
              "Imports flow core <- components/i18n/utils <- features <- compositions <- routing <- routes; server never imports app (ADR 016).",
          },
        ],
      },
    ],
  },
});

/**
 * A feature imports no other feature. Relative imports may not leave the
 * feature's folder either, so each depth of nesting gets its own `..` limit.
 * Only a feature's `*.server.ts` files may import the server.
 */
const featureBlocks = features.flatMap((feature) =>
  [1, 2, 3].flatMap((depth) => {
    const dir = `app/features/${feature}/${"*/".repeat(depth - 1)}`;
    const own = ["~/features/**", `!~/features/${feature}`, `!~/features/${feature}/**`, `${"../".repeat(depth)}**`];
    const notServer = layer.features.filter((pattern) => pattern !== "\\#server/**");
    return [
      restrict([`${dir}*.{ts,tsx}`], [...layer.features, ...own], { ignores: ["**/*.server.ts"] }),
      restrict([`${dir}*.server.ts`], [...notServer, ...own]),
    ];
  }),
);

/** Physical-direction utilities break right-to-left layouts: use ms/me/ps/pe/start/end/text-start/text-end. */
const physical = String.raw`(^|[\s:"'\x60])-?(ml|mr|pl|pr|left|right|rounded-l|rounded-r|rounded-tl|rounded-tr|rounded-bl|rounded-br|border-l|border-r|scroll-ml|scroll-mr|scroll-pl|scroll-pr)-[0-9a-z\[]|(^|[\s:"'\x60])(text|float|clear)-(left|right)\b`;
const physicalMessage =
  "Physical-direction class: use a logical one (ms-/me-/ps-/pe-/start-/end-/text-start/text-end) so right-to-left works by construction.";

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
      "no-restricted-syntax": [
        "error",
        { selector: `Literal[value=/${physical}/]`, message: physicalMessage },
        { selector: `TemplateElement[value.raw=/${physical}/]`, message: physicalMessage },
      ],
    },
  },
  { files: ["*.js", "scripts/*.mjs"], languageOptions: { globals: globals.node } },
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  restrict(["core/**/*.ts"], layer.core),
  restrict(["server/**/*.ts"], layer.server),
  restrict(["app/components/**/*.{ts,tsx}", "app/i18n/**/*.{ts,tsx}", "app/utils/**/*.{ts,tsx}"], layer.shared),
  ...featureBlocks,
  restrict(["app/compositions/**/*.{ts,tsx}"], layer.compositions),
  restrict(["app/routing/**/*.{ts,tsx}"], [...layer.routing, "\\#server/**"], { ignores: ["**/*.server.ts"] }),
  restrict(["app/routing/**/*.server.ts"], layer.routing),
  {
    // Tests, fixtures and scripts may reach into any layer.
    files: ["tests/**", "scripts/**", "**/*.test.{ts,tsx}"],
    // Vitest reads a fixture's dependencies from its first parameter's pattern, so `{}` is how a fixture says "none".
    rules: { "no-restricted-imports": "off", "no-empty-pattern": "off" },
  },
);
