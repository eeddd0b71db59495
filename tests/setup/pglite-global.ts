import { ensurePgliteTemplate } from "../support/pglite-template";

/** The migrated PGlite template the unit and integration tests copy instead of creating a cluster each (tests/support/pglite-template.ts). */
export default async function setup() {
  return ensurePgliteTemplate();
}
