import { useOutletContext } from "react-router";
import type { Route } from "./+types/admin-brand";
import type { StudioConfig } from "~/studio/kit/auth-context";
import { BrandScreen } from "~/studio/brand/brand-screen";
import { studioMeta } from "~/studio/kit/studio-meta";

export const meta: Route.MetaFunction = ({ matches }) => studioMeta(matches, (titles) => titles.sections.brand);

export default function AdminBrand() {
  const config = useOutletContext<StudioConfig>();
  return <BrandScreen anonKey={config.anonKey} />;
}
