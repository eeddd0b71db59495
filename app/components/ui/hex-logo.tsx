import { markInner, markInnerOpacity, markOuter, markOuterStroke, markViewBox } from "#core/brand/mark";

type HexLogoProps = { className?: string; animated?: boolean };

const viewBox = `0 0 ${markViewBox} ${markViewBox}`;
const outer = <path d={markOuter} fill="none" stroke="var(--accent)" strokeWidth={markOuterStroke} strokeLinejoin="round" />;
const inner = <path d={markInner} fill="var(--accent)" opacity={markInnerOpacity} />;

/**
 * The brand mark: a hexagon in the theme's accent. Decorative: label it where it stands alone.
 *
 * Animated (the loading screen), the two hexagons are two SVGs in HTML boxes, and only those boxes move, by
 * transform and opacity: the browser's compositor runs such animations without the page's main thread, which is
 * hydrating the page under the loading screen. Parts of one SVG moving (a stroke drawn by its dash offset, a
 * group turned inside it) are painted again on the main thread at every frame (ADR 051).
 */
export function HexLogo({ className, animated = false }: HexLogoProps) {
  if (animated)
    return (
      <span className={`relative inline-block ${className ?? ""}`} aria-hidden="true">
        <svg viewBox={viewBox} className="hex-breathe absolute inset-0 size-full" focusable="false">
          {outer}
        </svg>
        <span className="hex-spin absolute inset-0">
          <svg viewBox={viewBox} className="hex-pulse size-full" focusable="false">
            {inner}
          </svg>
        </span>
      </span>
    );
  return (
    <svg viewBox={viewBox} className={className} aria-hidden="true" focusable="false">
      {outer}
      {inner}
    </svg>
  );
}
