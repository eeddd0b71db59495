import { useOutletContext } from "react-router";
import type { Route } from "./+types/admin-insights";
import type { AdminConfig } from "~/features/admin/auth-context";
import { InsightsScreen } from "~/features/admin/insights/insights-screen";
import { studioMeta } from "~/features/admin/studio-meta";

export const meta: Route.MetaFunction = ({ matches }) => studioMeta(matches, (titles) => titles.sections.insights);

export default function AdminInsights() {
  const config = useOutletContext<AdminConfig>();
  return <InsightsScreen anonKey={config.anonKey} />;
}
