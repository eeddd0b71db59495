import { useOutletContext } from "react-router";
import type { Route } from "./+types/admin-history";
import type { StudioConfig } from "~/studio/kit/auth-context";
import { HistoryScreen } from "~/studio/history/history-screen";
import { studioMeta } from "~/studio/kit/studio-meta";

export const meta: Route.MetaFunction = ({ matches }) => studioMeta(matches, (titles) => titles.sections.history);

export default function AdminHistory() {
  const config = useOutletContext<StudioConfig>();
  return <HistoryScreen anonKey={config.anonKey} />;
}
