import type { Route } from "./+types/admin-reset-password";
import { AdminUnavailable } from "~/features/admin/admin-unavailable";

export const meta: Route.MetaFunction = () => [{ title: "Reset password" }, { name: "robots", content: "noindex, nofollow" }];

export default function Page() {
  return <AdminUnavailable title="Reset password" />;
}
