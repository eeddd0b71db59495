import type { Route } from "./+types/admin-dashboard";
import { AdminUnavailable } from "~/features/admin/admin-unavailable";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard" }, { name: "robots", content: "noindex, nofollow" }];

export default function Page() {
  return <AdminUnavailable title="Dashboard" />;
}
