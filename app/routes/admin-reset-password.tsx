import type { Route } from "./+types/admin-reset-password";
import { ResetPasswordPage } from "~/features/admin/reset-password-page";
import { studioMeta } from "~/features/admin/studio-meta";

export const meta: Route.MetaFunction = ({ matches }) => studioMeta(matches, (titles) => titles.reset);

export default function AdminResetPassword() {
  return <ResetPasswordPage />;
}
