import { useOutletContext } from "react-router";
import type { Route } from "./+types/admin-history";
import type { AdminConfig } from "~/features/admin/auth-context";
import { HistoryScreen } from "~/features/admin/history/history-screen";

export const meta: Route.MetaFunction = () => [{ title: "History · Site admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function AdminHistory() {
  const config = useOutletContext<AdminConfig>();
  return <HistoryScreen anonKey={config.anonKey} />;
}
