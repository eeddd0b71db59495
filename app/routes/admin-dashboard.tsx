import { useOutletContext } from "react-router";
import type { Route } from "./+types/admin-dashboard";
import type { StudioConfig } from "~/studio/kit/auth-context";
import { DashboardPage } from "~/studio/dashboard/dashboard-page";
import { studioMeta } from "~/studio/kit/studio-meta";

export const meta: Route.MetaFunction = ({ matches }) => studioMeta(matches, (titles) => titles.sections.enquiries);

export default function AdminDashboard() {
  const config = useOutletContext<StudioConfig>();
  return <DashboardPage anonKey={config.anonKey} />;
}
