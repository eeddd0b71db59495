import type { Locator, Page } from "playwright-core";
import arAdmin from "../../../core/locales/ar/admin.json" with { type: "json" };
import enAdmin from "../../../core/locales/en/admin.json" with { type: "json" };
import type { Lang } from "#core/i18n/languages";

/**
 * The studio's own words, in the language it is shown in, for tests that walk it as the owner does in
 * either language (read from the locale files, so a reworded label moves the test with it). A `count`
 * picks the plural form as i18next does (Intl.PluralRules: Arabic's six forms, English one/other).
 */
export function studioWords(lang: Lang) {
  const bundle = (lang === "ar" ? arAdmin : enAdmin) as unknown as Record<string, unknown>;
  const rules = new Intl.PluralRules(lang);
  const lookup = (key: string) => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
  return (key: string, values: Record<string, string | number> = {}): string => {
    const plural = values.count === undefined ? undefined : lookup(`${key}_${rules.select(Number(values.count))}`);
    const text = plural ?? lookup(key);
    if (typeof text !== "string") throw new Error(`no studio text ${key} in ${lang}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
  };
}

/** Text that matches itself in a pattern. */
export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A template's words around `{{name}}` as a pattern that finds any name there (a row's "Delete “…”"). */
export const anyName = (template: string) => new RegExp(`^${escaped(template).replace(/\\\{\\\{name\\\}\\\}/g, ".+")}$`);

/**
 * The Keystroke-Level Model (Card, Moran and Newell, 1980; Kieras's operator times) for an owner at
 * the studio: every action a test makes through `Persona` is counted, and the time a person would
 * take is worked out from the counts. The figures are the model's, for an average typist:
 * - K, a keystroke: 0.28 s (about 40 words a minute, the model's "average non-secretary typist");
 * - P + B, pointing at something and clicking it: 1.1 s + 0.2 s;
 * - H, moving a hand between mouse and keyboard: 0.4 s, twice a typed field;
 * - M, deciding what to do next: 1.35 s before every action;
 * - choosing a file in the system's file dialog: 10 s (an estimate, not a model operator);
 * - reading a screen he has not seen: 10 s (an estimate: its title, its lead and a scan of its rows).
 * The server's and browser's own time is measured as the test waits for it, and reported apart.
 */
export const klm = { keystroke: 0.28, point: 1.1, click: 0.2, home: 0.4, mental: 1.35, chooseFile: 10, readScreen: 10 } as const;

export type PersonaTally = { fields: number; characters: number; clicks: number; choices: number; files: number; screens: number; waitedMs: number };

/** An owner's hands at the studio: each action is the browser's, and counted for the model. */
export class Persona {
  readonly tally: PersonaTally = { fields: 0, characters: 0, clicks: 0, choices: 0, files: 0, screens: 0, waitedMs: 0 };
  constructor(readonly page: Page) {}

  /** He clicks a field and types the whole text (a field already filled is selected and typed over). */
  async type(field: Locator, text: string) {
    this.tally.fields++;
    this.tally.characters += [...text].length;
    await field.fill(text);
  }

  async click(target: Locator) {
    this.tally.clicks++;
    await target.click();
  }

  /** A box he ticks (once: a box already ticked is left as it is). */
  async check(box: Locator) {
    this.tally.clicks++;
    await box.check();
  }

  /** A choice from a drop-down: open it, pick one. */
  async choose(select: Locator, label: string) {
    this.tally.choices++;
    await select.selectOption({ label });
  }

  /** A file picked in the browser's file dialog. */
  async upload(input: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
    this.tally.files++;
    await input.setInputFiles(file);
  }

  /** A screen he reads before he acts on it. */
  read() {
    this.tally.screens++;
  }

  /** Waits for the site (a save, a navigation), timing the wait. */
  async waitFor<T>(until: Promise<T>): Promise<T> {
    const started = Date.now();
    try {
      return await until;
    } finally {
      this.tally.waitedMs += Date.now() - started;
    }
  }

  /** The model's time for the counted actions, in seconds, with the typing part on its own. */
  estimate() {
    const { fields, characters, clicks, choices, files, screens } = this.tally;
    const pointAndClick = klm.mental + klm.point + klm.click;
    const typing = characters * klm.keystroke;
    const seconds =
      fields * (pointAndClick + 2 * klm.home) +
      typing +
      clicks * pointAndClick +
      choices * 2 * pointAndClick +
      files * (pointAndClick + klm.chooseFile) +
      screens * klm.readScreen;
    return { seconds, typing, waited: this.tally.waitedMs / 1000 };
  }
}
