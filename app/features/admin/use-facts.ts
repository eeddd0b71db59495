import { useMemo } from "react";
import type { Lang } from "#core/i18n/languages";
import { baghdadYear, renderFacts, type Fact } from "#core/content/facts";
import { useStudioContent } from "./studio-content";

/** Writes the draft's published facts into a text ({campaigns} → "900 creative campaigns"), as its page will show it. */
export function useFactWriter(): (text: string, lang: Lang) => string {
  const factList = useStudioContent().content.document.lists.facts;
  return useMemo(() => {
    const facts = new Map((factList as (Fact & { published: boolean })[]).filter((fact) => fact.published).map((fact) => [fact.id, fact]));
    const year = baghdadYear();
    return (text: string, lang: Lang) => renderFacts(text, facts, lang, year);
  }, [factList]);
}
