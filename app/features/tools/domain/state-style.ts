import { CircleCheck, CircleHelp, CircleX, Clock, Gem, type LucideIcon } from "lucide-react";
import type { DomainState } from "#core/tools/domain-report";

export const stateStyle: Record<DomainState, { icon: LucideIcon; tone: string }> = {
  available: { icon: CircleCheck, tone: "border-emerald-400/40 bg-emerald-400/10 text-emerald-300" },
  premium: { icon: Gem, tone: "border-amber-400/40 bg-amber-400/10 text-amber-300" },
  taken: { icon: CircleX, tone: "border-rose-400/40 bg-rose-400/10 text-rose-300" },
  unsupported: { icon: CircleHelp, tone: "border-sky-400/40 bg-sky-400/10 text-sky-300" },
  unknown: { icon: CircleHelp, tone: "border-line bg-bg/40 text-muted" },
  timeout: { icon: Clock, tone: "border-line bg-bg/40 text-muted" },
};
