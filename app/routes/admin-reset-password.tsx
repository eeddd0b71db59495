import type { Route } from "./+types/admin-reset-password";
import { ResetPasswordPage } from "~/studio/sign-in/reset-password-page";
import { studioMeta } from "~/studio/kit/studio-meta";

export const meta: Route.MetaFunction = ({ matches }) => studioMeta(matches, (titles) => titles.reset);

export default function AdminResetPassword() {
  return <ResetPasswordPage />;
}
