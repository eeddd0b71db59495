import type { Route } from "./+types/article";
import { metaTags } from "~/page-kit/page-meta";
import { articleData } from "~/page-kit/article-data.server";
import { ArticlePage } from "~/features/articles/article-page";
import { HomePage } from "~/compositions/home/home-page";

export const loader = (args: Route.LoaderArgs) => articleData(args);

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Article({ loaderData }: Route.ComponentProps) {
  if (loaderData.notFound) return <HomePage content={"home" in loaderData ? loaderData.home : undefined!} notFound />;
  return "article" in loaderData ? <ArticlePage article={loaderData.article} /> : null;
}
