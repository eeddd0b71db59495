import { useOutletContext } from "react-router";
import type { Route } from "./+types/admin-login";
import type { StudioConfig } from "~/studio/kit/auth-context";
import { LoginPage } from "~/studio/sign-in/login-page";
import { studioMeta } from "~/studio/kit/studio-meta";

export const meta: Route.MetaFunction = ({ matches }) => studioMeta(matches, (titles) => titles.signIn);

export default function AdminLogin() {
  const config = useOutletContext<StudioConfig>();
  return <LoginPage hasOwner={config.hasOwner} needsSetupCode={config.needsSetupCode} />;
}
