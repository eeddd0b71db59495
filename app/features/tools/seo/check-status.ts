import { CircleCheck, CircleX, Info, TriangleAlert, type LucideIcon } from "lucide-react";
import type { CheckStatus } from "#core/tools/seo-report";

export const statusStyle: Record<CheckStatus, { icon: LucideIcon; className: string }> = {
  fail: { icon: CircleX, className: "text-rose-400" },
  warn: { icon: TriangleAlert, className: "text-amber-300" },
  pass: { icon: CircleCheck, className: "text-emerald-400" },
  info: { icon: Info, className: "text-sky-300" },
};
