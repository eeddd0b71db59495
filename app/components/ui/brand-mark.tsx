import type { PageImage } from "#core/content/content-types";
import { HexLogo } from "./hex-logo";
import { UploadedImage } from "./uploaded-image";

type Props = {
  /** His uploaded logo, or null for the shipped mark. */
  logo: PageImage | null;
  /** Classes of the shipped mark's square (e.g. "size-9"). */
  markClassName: string;
  /** Classes of his logo: a fixed height and `w-auto`, so its recorded size gives its width before it loads (no shift). */
  logoClassName: string;
  /** How wide the logo shows at most, for the browser to pick a file. */
  sizes: string;
  animated?: boolean;
  /** Above the fold: load at once. */
  eager?: boolean;
};

/**
 * The brand mark wherever the site shows it (ADR 041): his logo when he has
 * published one, the shipped hexagon otherwise. Decorative in every place it
 * stands (his name is beside it or on the link), so its alt text is empty.
 */
export function BrandMark({ logo, markClassName, logoClassName, sizes, animated = false, eager = false }: Props) {
  if (!logo) return <HexLogo className={markClassName} animated={animated} />;
  return (
    <span className="contents" data-testid="brand-logo">
      <UploadedImage image={logo} sizes={sizes} className={`object-contain ${logoClassName}`} eager={eager} alt="" />
    </span>
  );
}
