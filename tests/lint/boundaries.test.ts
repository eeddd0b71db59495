import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The layering rule of eslint.config.js (ADR 016), run on one-line files as if they sat in each layer.
// It works on where an import resolves to, so every way of writing an import is the same import.
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "../..") });
const RULE = "import-x/no-restricted-paths";

async function layerErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: file });
  const messages = result!.messages;
  // A broken config or parse would report something else: the probe must have been linted as meant.
  expect(messages.filter((message) => message.fatal)).toEqual([]);
  return messages.filter((message) => message.ruleId === RULE).length;
}

describe("the import layering rule", () => {
  it.each([
    ["core/i18n/probe.ts", 'import { themeInitScript } from "../../app/features/theme/theme";', "core → app, relative"],
    ["core/i18n/probe.ts", 'import { parseConfig } from "#server/config";', "core → server, alias"],
    ["core/i18n/probe.ts", 'export { themeInitScript } from "~/features/theme/theme";', "core → app, re-export"],
    ["server/probe.ts", 'export const load = () => import("../app/features/theme/theme");', "server → app, dynamic import()"],
    ["server/api/probe.ts", 'import type { Route } from "~/routes/admin-backup";', "server → app, type-only"],
    ["app/features/contact/probe.tsx", 'import { themeInitScript } from "~/features/theme/theme";', "feature → another feature, alias"],
    [
      "app/features/tools/contrast/probe.tsx",
      'import { themeInitScript } from "../../theme/theme";',
      "feature → another feature, relative from a subfolder",
    ],
    ["app/features/contact/probe.tsx", 'export const later = () => import("../theme/theme");', "feature → another feature, dynamic import()"],
    ["app/features/contact/probe.tsx", 'import { parseConfig } from "#server/config";', "a feature's browser file → server"],
    ["app/features/contact/probe.ts", 'import { parseConfig } from "../../../server/config";', "a feature's browser file → server, relative"],
    ["app/features/contact/probe.tsx", 'import { useStudioT } from "~/studio/kit/use-studio-t";', "feature → studio"],
    ["app/studio/kit/probe.tsx", 'import { themeInitScript } from "~/features/theme/theme";', "studio → a feature"],
    ["app/studio/lists/probe.tsx", 'import { PagesScreen } from "../pages/pages-screen";', "studio screen → another screen"],
    ["app/studio/kit/probe.tsx", 'import { ListScreen } from "../lists/list-screen";', "studio kit → a screen"],
    ["app/studio/pages/probe.tsx", 'import { parseConfig } from "#server/config";', "a studio browser file → server"],
    ["app/components/ui/probe.tsx", 'import { themeInitScript } from "~/features/theme/theme";', "components → features"],
    ["app/utils/probe.ts", 'import { parseConfig } from "#server/config";', "utils → server"],
    ["app/i18n/probe.ts", 'export const home = () => import("~/compositions/home/home-page");', "i18n → compositions, dynamic"],
    ["app/compositions/home/probe.tsx", 'import type { Route } from "../../routes/admin-backup";', "compositions → routes"],
    ["app/page-kit/probe.tsx", 'import type { Route } from "~/routes/admin-backup";', "page-kit → routes"],
    ["app/page-kit/probe.ts", 'import { parseConfig } from "#server/config";', "a page-kit browser file → server"],
  ])("refuses %s: %s (%s)", async (file, code) => {
    expect(await layerErrors(file, code)).toBe(1);
  });

  it.each([
    [
      "app/features/contact/probe.tsx",
      'import { sendContact } from "./contact-form";\nimport { languages } from "#core/i18n/languages";',
      "own folder and core",
    ],
    ["app/features/tools/contrast/probe.tsx", 'import { toolIds } from "../tool-cards";', "a subfolder up to its own feature"],
    ["app/features/contact/probe.server.ts", 'import { parseConfig } from "#server/config";', "a feature's *.server.ts → server"],
    [
      "app/studio/lists/probe.tsx",
      'import { useStudioT } from "../kit/use-studio-t";\nimport { ListRow } from "./list-row";\nimport { Dialog } from "~/components/ui/dialog";',
      "a studio screen → its folder, the kit and components",
    ],
    ["app/studio/kit/probe.server.ts", 'import { parseConfig } from "#server/config";', "the studio's *.server.ts → server"],
    ["app/routes/probe.tsx", 'import { DashboardPage } from "~/studio/dashboard/dashboard-page";', "routes → studio"],
    ["app/page-kit/probe.server.ts", 'import { parseConfig } from "#server/config";', "a page-kit *.server.ts → server"],
    [
      "app/routes/probe.tsx",
      'import { parseConfig } from "#server/config";\nimport { themeInitScript } from "~/features/theme/theme";',
      "routes → server and features",
    ],
    ["app/compositions/home/probe.tsx", 'import { themeInitScript } from "~/features/theme/theme";', "compositions → features"],
    ["server/probe.ts", 'import { languages } from "#core/i18n/languages";', "server → core"],
    [
      "tests/probe.ts",
      'import { parseConfig } from "#server/config";\nimport { themeInitScript } from "~/features/theme/theme";',
      "tests reach any layer",
    ],
  ])("allows %s: %s (%s)", async (file, code) => {
    expect(await layerErrors(file, code)).toBe(0);
  });
});
