import type { Route } from "./+types/articles";
import { metaTags } from "~/page-kit/page-meta";
import { articleListData } from "~/page-kit/article-data.server";
import { ArticlesPage } from "~/features/articles/articles-page";
import { HomePage } from "~/compositions/home/home-page";

export const loader = (args: Route.LoaderArgs) => articleListData(args);

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Articles({ loaderData }: Route.ComponentProps) {
  // An unknown category's address shows the home page with 404, as every unknown address does.
  if ("notFound" in loaderData && loaderData.notFound) return <HomePage content={loaderData.home} notFound />;
  if (!("list" in loaderData)) return null;
  return <ArticlesPage data={loaderData} />;
}
