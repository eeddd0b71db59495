import { CircleCheck, CircleX, Info, TriangleAlert, type LucideIcon } from "lucide-react";
import type { CheckStatus } from "#core/tools/seo-report";

export const statusStyle: Record<CheckStatus, { icon: LucideIcon; className: string }> = {
  fail: { icon: CircleX, className: "text-danger" },
  warn: { icon: TriangleAlert, className: "text-warning" },
  pass: { icon: CircleCheck, className: "text-success" },
  info: { icon: Info, className: "text-info" },
};
