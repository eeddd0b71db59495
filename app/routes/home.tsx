import type { Route } from "./+types/home";
import { homeData } from "~/page-kit/page-data.server";
import { metaTags } from "~/page-kit/page-meta";
import { HomePage } from "~/compositions/home/home-page";
import { islandsDelivery } from "~/utils/delivery";

/** Server HTML with islands, no React Router runtime (ADR 055). */
export const handle = islandsDelivery;

export function loader({ request, context }: Route.LoaderArgs) {
  return homeData(request, context);
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage content={loaderData.home} />;
}
