import { useOutletContext } from "react-router";
import type { Route } from "./+types/admin-insights";
import type { StudioConfig } from "~/studio/kit/auth-context";
import { InsightsScreen } from "~/studio/insights/insights-screen";
import { studioMeta } from "~/studio/kit/studio-meta";

export const meta: Route.MetaFunction = ({ matches }) => studioMeta(matches, (titles) => titles.sections.insights);

export default function AdminInsights() {
  const config = useOutletContext<StudioConfig>();
  return <InsightsScreen anonKey={config.anonKey} />;
}
