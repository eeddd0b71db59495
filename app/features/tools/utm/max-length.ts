/** Inputs can hold far more than any sane link; this only stops a runaway paste from freezing the page. */
export const maxLength = 4000;
