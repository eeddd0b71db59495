import { Monitor, Smartphone } from "lucide-react";

export const strategyIcon = { mobile: Smartphone, desktop: Monitor } as const;
