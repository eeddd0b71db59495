import { useOutletContext } from "react-router";
import type { Route } from "./+types/admin-settings";
import type { AdminConfig } from "~/features/admin/auth-context";
import { SettingsPage } from "~/features/admin/settings-page";

export const meta: Route.MetaFunction = () => [{ title: "Settings · Site admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function AdminSettings() {
  const config = useOutletContext<AdminConfig>();
  return <SettingsPage anonKey={config.anonKey} />;
}
