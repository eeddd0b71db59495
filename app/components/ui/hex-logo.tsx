import { markInner, markInnerOpacity, markOuter, markOuterStroke, markViewBox } from "#core/brand/mark";

type HexLogoProps = { className?: string; animated?: boolean };

/** The brand mark: a hexagon in the theme's accent. Decorative: label it where it stands alone. */
export function HexLogo({ className, animated = false }: HexLogoProps) {
  return (
    <svg viewBox={`0 0 ${markViewBox} ${markViewBox}`} className={className} aria-hidden="true" focusable="false">
      <path
        d={markOuter}
        fill="none"
        stroke="var(--accent)"
        strokeWidth={markOuterStroke}
        strokeLinejoin="round"
        className={animated ? "hex-draw" : undefined}
      />
      <g className={animated ? "hex-spin" : undefined}>
        <path d={markInner} fill="var(--accent)" opacity={markInnerOpacity} className={animated ? "hex-pulse" : undefined} />
      </g>
    </svg>
  );
}
