import type { Route } from "./+types/home";
import { homeData } from "~/page-kit/page-data.server";
import { metaTags } from "~/page-kit/page-meta";
import { HomePage } from "~/compositions/home/home-page";

export function loader({ request, context }: Route.LoaderArgs) {
  return homeData(request, context);
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage content={loaderData.home} />;
}
