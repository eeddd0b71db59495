export const imageWidths = [480, 960] as const;

type Props = {
  /** Base path without width and extension, e.g. /images/portfolio/video-1 */
  base: string;
  alt: string;
  sizes: string;
  className?: string;
  eager?: boolean;
};

/** AVIF with a WebP fallback, at two widths, with intrinsic size set so nothing shifts. */
export function ResponsiveImage({ base, alt, sizes, className, eager = false }: Props) {
  const set = (ext: string) => imageWidths.map((w) => `${base}-${w}.${ext} ${w}w`).join(", ");
  return (
    <picture>
      <source type="image/avif" srcSet={set("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={set("webp")} sizes={sizes} />
      <img
        src={`${base}-${imageWidths[0]}.webp`}
        alt={alt}
        width={imageWidths[0]}
        height={270}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
