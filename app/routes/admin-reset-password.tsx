import type { Route } from "./+types/admin-reset-password";
import { ResetPasswordPage } from "~/features/admin/reset-password-page";

export const meta: Route.MetaFunction = () => [{ title: "Reset password · Site admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function AdminResetPassword() {
  return <ResetPasswordPage />;
}
