import { useOutletContext, useParams } from "react-router";
import type { Route } from "./+types/admin-articles";
import type { StudioConfig } from "~/studio/kit/auth-context";
import { ArticlesScreen } from "~/studio/articles/articles-screen";
import { studioMeta } from "~/studio/kit/studio-meta";

export const meta: Route.MetaFunction = ({ matches }) => studioMeta(matches, (titles) => titles.sections.articles);

export default function AdminArticles() {
  const config = useOutletContext<StudioConfig>();
  const { id } = useParams();
  return <ArticlesScreen anonKey={config.anonKey} id={id} />;
}
