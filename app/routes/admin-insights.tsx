import { useOutletContext } from "react-router";
import type { Route } from "./+types/admin-insights";
import type { AdminConfig } from "~/features/admin/auth-context";
import { InsightsScreen } from "~/features/admin/insights/insights-screen";

export const meta: Route.MetaFunction = () => [{ title: "Insights · Site admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function AdminInsights() {
  const config = useOutletContext<AdminConfig>();
  return <InsightsScreen anonKey={config.anonKey} />;
}
