import type { Lang } from "#core/i18n/languages";

/** An error a tool shows: a title and a message in the page's language, and a code to branch on. */
export type ToolError = { code: string; title: string; message: string; status: number };
export type ToolResult<T> = { ok: true; data: T } | { ok: false; error: ToolError };

type Fallback = { title: string; message: string };

/**
 * Calls a server tool under /api/tools with a JSON body (adding the page's
 * language). Server errors arrive already translated; when there is no
 * answer at all (offline, aborted by a timeout), `fallback` is shown.
 */
export async function callTool<T>(
  path: string,
  options: { lang: Lang; body?: Record<string, unknown>; method?: "GET" | "POST"; signal?: AbortSignal; fallback: Fallback },
): Promise<ToolResult<T>> {
  const method = options.method ?? (options.body ? "POST" : "GET");
  const url = new URL(`/api/tools/${path}`, window.location.origin);
  if (method === "GET") url.searchParams.set("lang", options.lang);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: options.body ? { "content-type": "application/json", accept: "application/json" } : { accept: "application/json" },
      body: options.body ? JSON.stringify({ ...options.body, lang: options.lang }) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    return { ok: false, error: { code: "network", status: 0, ...options.fallback } };
  }
  const payload = (await response.json().catch(() => null)) as (T & { error?: Omit<ToolError, "status"> }) | null;
  if (response.ok && payload) return { ok: true, data: payload };
  const error = payload?.error;
  if (error && typeof error.title === "string" && typeof error.message === "string")
    return { ok: false, error: { ...error, status: response.status } };
  return { ok: false, error: { code: "server", status: response.status, ...options.fallback } };
}
