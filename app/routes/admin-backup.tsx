import { useOutletContext } from "react-router";
import type { Route } from "./+types/admin-backup";
import type { AdminConfig } from "~/features/admin/auth-context";
import { BackupScreen } from "~/features/admin/backup/backup-screen";

export const meta: Route.MetaFunction = () => [{ title: "Backup · Site admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function AdminBackup() {
  const config = useOutletContext<AdminConfig>();
  return <BackupScreen anonKey={config.anonKey} />;
}
