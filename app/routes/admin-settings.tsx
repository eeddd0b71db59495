import { useOutletContext } from "react-router";
import type { Route } from "./+types/admin-settings";
import type { AdminConfig } from "~/features/admin/auth-context";
import { SettingsPage } from "~/features/admin/settings-page";
import { studioMeta } from "~/features/admin/studio-meta";

export const meta: Route.MetaFunction = ({ matches }) => studioMeta(matches, (titles) => titles.sections.settings);

export default function AdminSettings() {
  const config = useOutletContext<AdminConfig>();
  return <SettingsPage anonKey={config.anonKey} />;
}
