import { useOutletContext } from "react-router";
import type { Route } from "./+types/admin-login";
import type { AdminConfig } from "~/features/admin/auth-context";
import { LoginPage } from "~/features/admin/login-page";

export const meta: Route.MetaFunction = () => [{ title: "Sign in · Site admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function AdminLogin() {
  const config = useOutletContext<AdminConfig>();
  return <LoginPage hasOwner={config.hasOwner} needsSetupCode={config.needsSetupCode} />;
}
