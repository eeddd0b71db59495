/** The tools' text input look (for a `Field`'s control); `invalid` draws the accent border. */
export const inputClass = (invalid: boolean, extra = "") =>
  `rounded-xl border bg-bg/60 px-4 py-3 text-fg placeholder:text-muted/60 focus:border-accent ${invalid ? "border-accent" : "border-line"} ${extra}`;

/** An address or domain: typed left to right on a keyboard with "/" and ".", without capitals or spelling fixes. */
export const addressInput = { type: "text", inputMode: "url", autoCapitalize: "none", spellCheck: false, dir: "ltr" } as const;
