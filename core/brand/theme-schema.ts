import { z } from "zod";

/** A colour as the studio stores it: #rrggbb, lower case (a #rgb or upper-case entry is normalised). */
export const brandColour = z
  .string()
  .trim()
  .max(9, "invalid_colour")
  .transform((value) => value.toLowerCase())
  .transform((value) => (/^#[0-9a-f]{3}$/.test(value) ? `#${[...value.slice(1)].map((c) => c + c).join("")}` : value))
  .pipe(z.string().regex(/^#[0-9a-f]{6}$/, "invalid_colour"));

/**
 * The owner's colours (issue 30, item 3; ADR 042): one or two brand colours,
 * from which core/brand/derive-theme.ts derives every token of ADR 027 for a
 * dark theme, and, if he adds it, a light one. Stored under the content
 * document's optional `theme` key; a document without it shows the shipped
 * red theme.
 */
export const siteTheme = z
  .object({
    /** Buttons, the swatch, focus rings and accents. */
    primary: brandColour,
    /** Links and highlighted words; the primary colour when absent. */
    secondary: brandColour.optional(),
    /** He also offers a light version of his theme in the picker. */
    light: z.boolean().optional(),
  })
  .strict();
export type SiteTheme = z.infer<typeof siteTheme>;
