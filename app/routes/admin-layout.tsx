import { Outlet } from "react-router";
import type { Route } from "./+types/admin-layout";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/** The admin area: a plain dark layout, English only, none of the public shell. */
export default function AdminLayout() {
  return (
    <div className="min-h-dvh bg-[#0a0a0f] text-fg">
      <Outlet />
    </div>
  );
}
