import { Hash } from "lucide-react";
import { baghdadYear, factKinds, factPhrase, type Fact } from "../facts";
import { choice, defineList, text, whole } from "../list-kit";

/**
 * The facts the site's texts state (core/content/facts.ts): each text refers
 * to one as `{id}`, so one change here updates every page, title,
 * description and JSON-LD at once. A fact's id is its token.
 */
export const facts = defineList({
  name: "facts",
  fields: {
    name: text(60),
    kind: choice(factKinds, "factKinds"),
    number: whole(1_000_000_000),
    forms: text(300),
  },
  maxItems: 30,
  nameField: "name",
  leadField: "name",
  seedIdPrefix: "fact",
  previewPath: "/ar/about",
  icon: Hash,
  byline: (item, lang) => {
    const fact = item as unknown as Fact;
    return `{${fact.id}} → ${factPhrase(fact, lang, baghdadYear())}`;
  },
});
