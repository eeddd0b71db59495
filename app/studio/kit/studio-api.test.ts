import { describe, expect, it, vi } from "vitest";
import type { Session } from "@supabase/auth-js";
import { StudioApiError, studioApi, isSessionGone } from "./studio-api";

const session = { access_token: "old-token" } as Session;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the studio's API client when the session is gone (issue 44, item 1)", () => {
  it("tells a gone session from a refused change", () => {
    expect(isSessionGone(401, {})).toBe(true);
    expect(isSessionGone(403, { error_code: "session_not_found" })).toBe(true);
    expect(isSessionGone(403, { error_code: "bad_jwt" })).toBe(true);
    expect(isSessionGone(403, { error_code: "not_admin" })).toBe(false);
    expect(isSessionGone(400, { error: "validation_failed" })).toBe(false);
    expect(isSessionGone(409, { error: "stale_draft" })).toBe(false);
  });

  it("waits for his sign-in and sends the refused save again with the new token, once", async () => {
    const sent: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_path: string, init: RequestInit) => {
        const token = (init.headers as Record<string, string>).Authorization!;
        sent.push(token);
        return token === "Bearer old-token" ? json(403, { code: 403, error_code: "session_not_found", msg: "gone" }) : json(200, { kept: 2 });
      }),
    );
    const recover = vi.fn(async (refused: string) => {
      expect(refused).toBe("old-token");
      return "new-token";
    });
    const api = studioApi(session, "anon", recover);
    expect(await api.articles.keepSamples()).toEqual({ kept: 2 });
    expect(recover).toHaveBeenCalledTimes(1);
    expect(sent).toEqual(["Bearer old-token", "Bearer new-token"]);
    // Later calls go with the new token straight away.
    await api.articles.keepSamples();
    expect(sent.at(-1)).toBe("Bearer new-token");
  });

  it("answers any other refusal as it is, and without a way to sign in, a gone session too", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(409, { error: "stale_draft" })),
    );
    const recover = vi.fn(async () => "never");
    await expect(studioApi(session, "anon", recover).articles.keepSamples()).rejects.toMatchObject({ status: 409, body: { error: "stale_draft" } });
    expect(recover).not.toHaveBeenCalled();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(403, { error_code: "session_not_found" })),
    );
    await expect(studioApi(session, "anon").articles.keepSamples()).rejects.toBeInstanceOf(StudioApiError);
  });
});
