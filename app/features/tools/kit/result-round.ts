/**
 * The generators (hooks, bios) number their sets: a link carries the number
 * (?set=n) so the server and the browser draw the same set from a seed.
 */
export function roundFromQuery(params: URLSearchParams): number {
  return Math.max(0, Math.min(1000, Number.parseInt(params.get("set") ?? "0", 10) || 0));
}

/** A trailing no-break space on alternate rounds makes screen readers announce an identical message again. */
export function announceRound(text: string, round: number): string {
  return text + (round % 2 ? "" : "\u00a0");
}

/** The templates of a generator from its translations; anything else counts as none. */
export function templatesOf<T extends object>(value: unknown): T {
  return (value && typeof value === "object" ? value : {}) as T;
}
