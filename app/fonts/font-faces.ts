/**
 * The web fonts the pages use, as scripts/subset-fonts.ts cuts them and
 * app/app.css declares them (a test keeps the two in step).
 */
export const fontFaces = [
  {
    family: "Cairo Variable",
    file: "cairo-arabic-wght-400-900.woff2",
    source: "@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2",
    weights: [400, 900],
    unicodeRange:
      "U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC",
  },
  {
    family: "Inter Variable",
    file: "inter-latin-wght-400-900.woff2",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    weights: [400, 900],
    unicodeRange:
      "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD",
  },
] as const;
