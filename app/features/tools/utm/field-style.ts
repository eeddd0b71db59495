/** Inputs can hold far more than any sane link; this only stops a runaway paste from freezing the page. */
export const maxLength = 4000;

export const inputClass = (invalid: boolean) =>
  `mt-2 w-full rounded-xl border bg-bg/60 px-4 py-3 text-fg placeholder:text-muted/60 focus:border-accent focus:outline-none ${
    invalid ? "border-accent" : "border-line"
  }`;
