import { sectorIcon } from "#core/catalogue/sectors";
import { PageIcon } from "./page-icon";

/** A testimonial sector's icon (one of the page icons). */
export function SectorIcon({ id, className }: { id: string; className?: string }) {
  return <PageIcon name={sectorIcon(id)} className={className} />;
}
