import { useOutletContext } from "react-router";
import type { Route } from "./+types/admin-login";
import type { AdminConfig } from "~/features/admin/auth-context";
import { LoginPage } from "~/features/admin/login-page";
import { studioMeta } from "~/features/admin/studio-meta";

export const meta: Route.MetaFunction = ({ matches }) => studioMeta(matches, (titles) => titles.signIn);

export default function AdminLogin() {
  const config = useOutletContext<AdminConfig>();
  return <LoginPage hasOwner={config.hasOwner} needsSetupCode={config.needsSetupCode} />;
}
