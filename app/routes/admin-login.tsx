import type { Route } from "./+types/admin-login";
import { AdminUnavailable } from "~/features/admin/admin-unavailable";

export const meta: Route.MetaFunction = () => [{ title: "Admin sign-in" }, { name: "robots", content: "noindex, nofollow" }];

export default function Page() {
  return <AdminUnavailable title="Admin sign-in" />;
}
