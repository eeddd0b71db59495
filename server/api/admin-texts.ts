import express, { type Router } from "express";
import { getResource } from "#core/i18n/resources";
import { shippedTexts, type ShippedTexts } from "#core/content/shipped-texts";
import { guardedBy, type AdminGuard } from "./admin-guard";

/**
 * The shipped page texts for the studio's Pages screen: the defaults the
 * owner's overrides replace ("Restore the original text", the "Changed" marker). The
 * public /api/i18n bundles carry the published overrides, so they cannot say
 * what was shipped. The texts never change while the process runs: built once.
 */
export function adminTextsApi(deps: { requireAdmin: AdminGuard }): Router {
  const router = express.Router();
  const guarded = guardedBy(deps.requireAdmin);
  let texts: ShippedTexts | undefined;

  router.get(
    "/api/admin/content/texts",
    guarded(async (_req, res) => {
      texts ??= shippedTexts(getResource);
      res.json(texts);
    }),
  );

  return router;
}
