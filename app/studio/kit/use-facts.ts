import { useMemo } from "react";
import type { Lang } from "#core/i18n/languages";
import { baghdadYear, factsById, figureOf, renderFacts, type Fact } from "#core/content/facts";
import type { ListDescriptor } from "#core/content/list-kit";
import { useStudioContent } from "./studio-content";

/** Writes the draft's published facts into a text ({campaigns} → "900 creative campaigns"), as its page will show it. */
export function useFactWriter(): (text: string, lang: Lang) => string {
  const factList = useStudioContent().content.document.lists.facts;
  return useMemo(() => {
    const facts = factsById(factList as (Fact & { published: boolean })[]);
    const year = baghdadYear();
    return (text: string, lang: Lang) => renderFacts(text, facts, lang, year);
  }, [factList]);
}

/** An item's figure as its page will show it: the count of the fact it picks in the draft, else its own number. */
export function useFigure(): (descriptor: ListDescriptor, values: Record<string, unknown>) => number | undefined {
  const factList = useStudioContent().content.document.lists.facts;
  return useMemo(() => {
    const facts = factsById(factList as (Fact & { published: boolean })[]);
    const year = baghdadYear();
    return ({ numberField, factField }, values) => {
      if (!numberField) return undefined;
      const own = values[numberField] as number;
      return factField ? figureOf(own, values[factField], facts, year) : own;
    };
  }, [factList]);
}
