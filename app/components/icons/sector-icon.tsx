import { sectorIcon, type SectorId } from "#core/catalogue/sectors";

export function SectorIcon({ id, className }: { id: SectorId; className?: string }) {
  const Icon = sectorIcon(id);
  return <Icon className={className} aria-hidden />;
}
