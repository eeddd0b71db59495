import { useOutletContext } from "react-router";
import type { Route } from "./+types/admin-backup";
import type { StudioConfig } from "~/studio/kit/auth-context";
import { BackupScreen } from "~/studio/backup/backup-screen";
import { studioMeta } from "~/studio/kit/studio-meta";

export const meta: Route.MetaFunction = ({ matches }) => studioMeta(matches, (titles) => titles.sections.backup);

export default function AdminBackup() {
  const config = useOutletContext<StudioConfig>();
  return <BackupScreen anonKey={config.anonKey} />;
}
