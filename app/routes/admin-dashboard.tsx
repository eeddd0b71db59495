import { useOutletContext } from "react-router";
import type { Route } from "./+types/admin-dashboard";
import type { AdminConfig } from "~/features/admin/auth-context";
import { DashboardPage } from "~/features/admin/dashboard-page";

export const meta: Route.MetaFunction = () => [{ title: "Enquiries · Site admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function AdminDashboard() {
  const config = useOutletContext<AdminConfig>();
  return <DashboardPage anonKey={config.anonKey} />;
}
