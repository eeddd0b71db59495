import type { PageImage } from "#core/content/content-types";
import { mediaPath, variantWidths, type ImageFormat } from "#core/content/image-variants";

type Props = {
  image: PageImage;
  /** How wide the image shows, for the browser to pick a file (e.g. "(min-width: 1024px) 33vw, 100vw"). */
  sizes: string;
  className?: string;
  /** Above the fold: load at once instead of when scrolled near. */
  eager?: boolean;
  /** Overrides the owner's alt text (e.g. "" where the image only decorates). */
  alt?: string;
};

/**
 * An uploaded image: AVIF with a WebP fallback at the widths it was stored at,
 * with its intrinsic size on the img so the page never shifts as it loads.
 */
export function UploadedImage({ image, sizes, className, eager = false, alt }: Props) {
  const widths = variantWidths(image.width);
  const set = (format: ImageFormat) => widths.map((width) => `${mediaPath(image.id, width, format)} ${width}w`).join(", ");
  return (
    <picture>
      <source type="image/avif" srcSet={set("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={set("webp")} sizes={sizes} />
      <img
        src={mediaPath(image.id, widths[0]!, "webp")}
        alt={alt ?? image.alt}
        width={image.width}
        height={image.height}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
        className={className}
        // A picture cut to a card's shape keeps the owner's focal point in view.
        style={image.focus ? { objectPosition: `${image.focus.x}% ${image.focus.y}%` } : undefined}
      />
    </picture>
  );
}
