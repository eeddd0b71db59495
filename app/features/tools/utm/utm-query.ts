import type { utmBuilderParams } from "#core/routing/page-query";
import { utmFields, type UtmField } from "./build-utm-url";
import { maxLength } from "./max-length";

export type UtmValues = { url: string } & Record<UtmField, string>;
export const emptyValues: UtmValues = { url: "", source: "", medium: "", campaign: "", term: "", content: "", id: "" };

/** The name each field is sent under by the form (a GET without JavaScript): page-query.ts lists them for the page cache. */
export const queryName = {
  url: "url",
  source: "source",
  medium: "medium",
  campaign: "campaign",
  term: "term",
  content: "content",
  id: "campaign_id",
} as const satisfies Record<keyof UtmValues, (typeof utmBuilderParams)[number]>;

/**
 * The values a submission without JavaScript (or a shared link) carries, and
 * whether it was one: the server renders its link, or says what is missing.
 */
export function valuesFromQuery(search: string): { values: UtmValues; submitted: boolean } {
  const params = new URLSearchParams(search);
  const fields = ["url", ...utmFields] as const;
  const submitted = fields.some((field) => params.has(queryName[field]));
  const values = { ...emptyValues };
  for (const field of fields) values[field] = (params.get(queryName[field]) ?? "").slice(0, maxLength);
  return { values, submitted };
}
