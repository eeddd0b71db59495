import { useOutletContext } from "react-router";
import type { Route } from "./+types/admin-settings";
import type { StudioConfig } from "~/studio/kit/auth-context";
import { SettingsPage } from "~/studio/settings/settings-page";
import { studioMeta } from "~/studio/kit/studio-meta";

export const meta: Route.MetaFunction = ({ matches }) => studioMeta(matches, (titles) => titles.sections.settings);

export default function AdminSettings() {
  const config = useOutletContext<StudioConfig>();
  return <SettingsPage anonKey={config.anonKey} />;
}
