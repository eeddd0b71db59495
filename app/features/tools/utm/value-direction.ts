const strongLetter = /[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const rightToLeftLetter = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/**
 * The direction of a value from its first letter, so "2025_q2_01" and
 * "عرض رمضان" both read correctly; the field then aligns it with the page.
 */
export function valueDirection(text: string): "ltr" | "rtl" {
  const first = strongLetter.exec(text)?.[0];
  return first !== undefined && rightToLeftLetter.test(first) ? "rtl" : "ltr";
}
