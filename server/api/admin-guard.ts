import type { Request, Response } from "express";

/** Resolves to the signed-in admin, or throws an error carrying an HTTP status (and a body). */
export type AdminGuard = (req: Request) => Promise<{ userId: string; email?: string | undefined }>;
export type Admin = Awaited<ReturnType<AdminGuard>>;

/**
 * Wraps an admin API handler: the guard runs first on the server, so nothing
 * relies on the page hiding a button. Answers are never cached.
 */
export function guardedBy(requireAdmin: AdminGuard) {
  return (handler: (req: Request, res: Response, admin: Admin) => Promise<void>) => async (req: Request, res: Response) => {
    res.setHeader("Cache-Control", "no-store");
    let admin: Admin;
    try {
      admin = await requireAdmin(req);
    } catch (error) {
      const status = Number((error as { status?: number }).status) || 401;
      res.status(status).json((error as { body?: unknown }).body ?? { error: "unauthorized" });
      return;
    }
    await handler(req, res, admin);
  };
}

/** A refusal a service throws: its HTTP status, its code and the problems the studio marks. */
type Refusal = Error & { status: number; code: string; problems: unknown };

/**
 * `guardedBy`, with one kind of service refusal (a ContentError, an ArticleError) answered as the
 * studio reads it: its status, `{ error: code, problems }`. Anything else goes on to the error handler.
 */
export function guardedRefusing(requireAdmin: AdminGuard, kind: abstract new (...args: never[]) => Refusal) {
  const guarded = guardedBy(requireAdmin);
  return (handler: (req: Request, res: Response, admin: Admin) => Promise<void>) =>
    guarded(async (req, res, admin) => {
      try {
        await handler(req, res, admin);
      } catch (error) {
        if (!(error instanceof kind)) throw error;
        res.status(error.status).json({ error: error.code, problems: error.problems });
      }
    });
}

/** The guard as middleware, for routes that must refuse a stranger before reading a large body. */
export function adminFirst(requireAdmin: AdminGuard) {
  return (req: Request, res: Response, next: (error?: unknown) => void) => {
    requireAdmin(req).then(
      () => next(),
      (error: unknown) => {
        res.setHeader("Cache-Control", "no-store");
        res.status(Number((error as { status?: number }).status) || 401).json((error as { body?: unknown }).body ?? { error: "unauthorized" });
      },
    );
  };
}
