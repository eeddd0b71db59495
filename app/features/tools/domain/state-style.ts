import { CircleCheck, CircleHelp, CircleX, Clock, Gem, type LucideIcon } from "lucide-react";
import type { DomainState } from "#core/tools/domain-report";

export const stateStyle: Record<DomainState, { icon: LucideIcon; tone: string }> = {
  available: { icon: CircleCheck, tone: "border-success/40 bg-success/10 text-success" },
  premium: { icon: Gem, tone: "border-warning/40 bg-warning/10 text-warning" },
  taken: { icon: CircleX, tone: "border-danger/40 bg-danger/10 text-danger" },
  unsupported: { icon: CircleHelp, tone: "border-info/40 bg-info/10 text-info" },
  unknown: { icon: CircleHelp, tone: "border-line bg-bg/40 text-muted" },
  timeout: { icon: Clock, tone: "border-line bg-bg/40 text-muted" },
};
