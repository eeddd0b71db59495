import { useOutletContext } from "react-router";
import type { Route } from "./+types/admin-pages";
import type { StudioConfig } from "~/studio/kit/auth-context";
import { PagesScreen } from "~/studio/pages/pages-screen";
import { studioMeta } from "~/studio/kit/studio-meta";

export const meta: Route.MetaFunction = ({ matches }) => studioMeta(matches, (titles) => titles.sections.pages);

export default function AdminPages() {
  const config = useOutletContext<StudioConfig>();
  return <PagesScreen anonKey={config.anonKey} />;
}
