import { createHmac, timingSafeEqual } from "node:crypto";

export const previewCookieName = "studio_preview";
const lifetimeSeconds = 2 * 60 * 60;

/**
 * The owner's preview pass: a signed, short-lived, HttpOnly cookie that makes
 * public pages render the draft for this browser only. It carries no power
 * beyond that (the studio API still needs the owner's token).
 */
export function createPreviewCookie(secret: string, secure: boolean) {
  const sign = (payload: string) => createHmac("sha256", `preview:${secret}`).update(payload).digest("base64url");
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  return {
    /** A Set-Cookie value granting preview to this user until it expires. */
    issue(userId: string, now = Date.now()): string {
      const payload = `${Buffer.from(userId).toString("base64url")}.${Math.floor(now / 1000) + lifetimeSeconds}`;
      return `${previewCookieName}=${payload}.${sign(payload)}; Max-Age=${lifetimeSeconds}; ${attributes}`;
    },
    clear(): string {
      return `${previewCookieName}=; Max-Age=0; ${attributes}`;
    },
    /** Whether the request's Cookie header holds a valid, unexpired pass. */
    valid(cookieHeader: string | undefined, now = Date.now()): boolean {
      const raw = cookieHeader
        ?.split(";")
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${previewCookieName}=`))
        ?.slice(previewCookieName.length + 1);
      if (!raw) return false;
      const [user, expires, signature] = raw.split(".");
      if (!user || !expires || !signature) return false;
      const expected = Buffer.from(sign(`${user}.${expires}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
      return Number(expires) * 1000 > now;
    },
  };
}
export type PreviewCookie = ReturnType<typeof createPreviewCookie>;
