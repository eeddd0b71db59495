import type { SlugTable } from "#core/i18n/page-paths";
import { buildContentView } from "#server/content/content-view";
import { shippedDocument } from "#server/content/content-service";

/** Every page's slugs as a fresh install shows them: the fixed pages' texts and the shipped services and sectors. */
export const shippedSlugs = (): SlugTable => buildContentView(shippedDocument(), 1, false).slugs;
