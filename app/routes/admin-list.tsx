import { useOutletContext } from "react-router";
import type { AdminConfig } from "~/features/admin/auth-context";
import { StudioShell } from "~/features/admin/studio-shell";
import { StudioContentProvider } from "~/features/admin/studio-content";

export const meta = () => [{ title: "Studio · Site admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function AdminScreen() {
  const config = useOutletContext<AdminConfig>();
  return <StudioShell anonKey={config.anonKey}>{(api) => <StudioContentProvider api={api}>{null}</StudioContentProvider>}</StudioShell>;
}
