import { useOutletContext } from "react-router";
import type { Route } from "./+types/admin-pages";
import type { AdminConfig } from "~/features/admin/auth-context";
import { PagesScreen } from "~/features/admin/pages/pages-screen";

export const meta: Route.MetaFunction = () => [{ title: "Pages · Site admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function AdminPages() {
  const config = useOutletContext<AdminConfig>();
  return <PagesScreen anonKey={config.anonKey} />;
}
