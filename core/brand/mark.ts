/**
 * The brand mark, drawn once here for every place that shows it: the site's
 * header and footer, the studio, and the share cards the server draws. When
 * the owner can upload his own logo, this is the one place that changes.
 */
export const markViewBox = 100;
/** The outer hexagon, stroked in the accent colour. */
export const markOuter = "M50 4 L90 27 L90 73 L50 96 L10 73 L10 27 Z";
export const markOuterStroke = 6;
/** The inner hexagon, filled in the accent colour. */
export const markInner = "M50 26 L71 38 L71 62 L50 74 L29 62 L29 38 Z";
export const markInnerOpacity = 0.9;
