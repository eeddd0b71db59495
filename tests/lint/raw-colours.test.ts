import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The colour rule of eslint.config.js (ADR 027), run on snippets as if they were app files.
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "../..") });
const RULE = "no-restricted-syntax";

async function rawColourErrors(code: string, file = "app/studio/kit/probe.tsx") {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages.filter((message) => message.ruleId === RULE && message.message.startsWith("Raw colour")).length;
}

describe("the raw-colour lint rule", () => {
  it.each([
    ['<p className="text-red-400" />', "a palette text colour"],
    ['<p className="hover:bg-amber-400/10" />', "a palette wash behind a variant"],
    ["const tone = `p-4 border-green-500 ${1}`;", "a palette border in a template"],
    ['const c = "stroke-sky-300 via-transparent from-rose-500";', "stroke and gradient stops"],
    ['<p className="text-white" />', "white (on-accent or fg is the token)"],
    ['<p className="bg-[#1d1606]" />', "an arbitrary hex background"],
    ['const colour = "#60a5fa";', "a hex colour"],
    ['const grid = "rgba(255,255,255,0.07)";', "a numeric rgba()"],
    ['const c = "oklch(70% 0.1 20)";', "a numeric oklch()"],
  ])("refuses %s (%s)", async (code) => {
    expect(await rawColourErrors(`export const x = ${code.startsWith("<") ? code : `(() => { ${code} return 0; })()`};`)).toBe(1);
  });

  it("allows theme tokens, black shadows, scrims and print, and hashes that are not colours", async () => {
    const tokens = [
      "text-danger bg-danger/10 border-danger text-warning bg-warning/10 border-warning/40 text-success bg-success/10 text-info",
      "bg-danger-panel text-fg text-muted bg-surface-2 border-line text-accent-text bg-accent-solid text-on-accent bg-fg/5",
      "shadow-2xl shadow-black/50 bg-black/20 backdrop:bg-black/70 print:text-black print:border-black/20 font-black",
      "#portfolio #setting-email #owner-photo",
      "color-mix(in srgb, var(--fg) 5%, transparent)",
    ].join(" ");
    expect(await rawColourErrors(`export const x = "${tokens}";`)).toBe(0);
  });

  it("lets tests and the contrast checker's starting colours hold colours as data", async () => {
    const code = 'export const x = "#e11d2e";';
    expect(await rawColourErrors(code, "app/features/tools/contrast/use-contrast.ts")).toBe(0);
    expect(await rawColourErrors(code, "app/features/tools/contrast/contrast.test.ts")).toBe(0);
    expect(await rawColourErrors(code, "app/features/tools/contrast/contrast-verdicts.tsx")).toBe(1);
  });

  it("still refuses physical-direction classes where raw colours are allowed", async () => {
    // Split, so this file does not trip the rule itself.
    const physical = ["m", "l-2"].join("");
    const [result] = await eslint.lintText(`export const x = "ms-2 ${physical}";`, { filePath: "app/features/tools/contrast/use-contrast.ts" });
    expect(result!.messages.filter((message) => message.message.startsWith("Physical-direction"))).toHaveLength(1);
  });
});
