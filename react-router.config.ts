import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Lazy route discovery keeps the first load's manifest small.
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
