import { sectorIcon } from "#core/catalogue/sectors";

export function SectorIcon({ id, className }: { id: string; className?: string }) {
  const Icon = sectorIcon(id);
  return <Icon className={className} aria-hidden />;
}
