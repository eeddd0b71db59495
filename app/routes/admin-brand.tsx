import { useOutletContext } from "react-router";
import type { Route } from "./+types/admin-brand";
import type { AdminConfig } from "~/features/admin/auth-context";
import { BrandScreen } from "~/features/admin/brand/brand-screen";

export const meta: Route.MetaFunction = () => [{ title: "Brand · Site admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function AdminBrand() {
  const config = useOutletContext<AdminConfig>();
  return <BrandScreen anonKey={config.anonKey} />;
}
