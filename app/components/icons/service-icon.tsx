import { serviceIcon, type ServiceId } from "#core/catalogue/services";

export function ServiceIcon({ id, className }: { id: ServiceId; className?: string }) {
  const Icon = serviceIcon(id);
  return <Icon className={className} aria-hidden />;
}
