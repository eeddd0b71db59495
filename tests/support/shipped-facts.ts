import type { Lang } from "#core/i18n/languages";
import { baghdadYear, mapStrings, renderFacts, type Fact } from "#core/content/facts";
import seed from "../../server/content/seed-data.json";

const facts = new Map((seed.facts as Fact[]).map((fact) => [fact.id, fact]));

/** A shipped text (or any value holding texts) as a fresh install shows it: its fact tokens ({city}, {years}…) written out. */
export const asShown = <T>(value: T, lang: Lang): T => mapStrings(value, (text) => renderFacts(text, facts, lang, baghdadYear()));
