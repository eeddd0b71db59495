type HexLogoProps = { className?: string; animated?: boolean };

const outer = "M50 4 L90 27 L90 73 L50 96 L10 73 L10 27 Z";
const inner = "M50 26 L71 38 L71 62 L50 74 L29 62 L29 38 Z";

/** The brand mark: a hexagon in the theme's accent. Decorative: label it where it stands alone. */
export function HexLogo({ className, animated = false }: HexLogoProps) {
  return (
    <svg viewBox="0 0 100 100" className={className} aria-hidden="true" focusable="false">
      <path d={outer} fill="none" stroke="var(--accent)" strokeWidth="6" strokeLinejoin="round" className={animated ? "hex-draw" : undefined} />
      <g className={animated ? "hex-spin" : undefined}>
        <path d={inner} fill="var(--accent)" opacity="0.9" className={animated ? "hex-pulse" : undefined} />
      </g>
    </svg>
  );
}
