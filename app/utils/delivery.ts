import { useMatches } from "react-router";

/**
 * How a page reaches the browser (ADR 055): "app", a React Router application that hydrates (the studio,
 * and public routes not moved yet); "islands", server HTML with one small boot module that loads each
 * interactive part on its own trigger.
 */
export type Delivery = "app" | "islands";

/** A public route's `handle` when its page is delivered as islands. */
export const islandsDelivery = { delivery: "islands" } as const satisfies { delivery: Delivery };

/**
 * The page's delivery: its deepest route's. A route's 404 (the home page, every section of it) is an
 * application page until the home page has moved.
 */
export function useDelivery(): Delivery {
  const matches = useMatches();
  const notFound = matches.some((match) => (match.loaderData as { notFound?: unknown } | undefined)?.notFound === true);
  if (notFound) return "app";
  const declared = matches.map((match) => (match.handle as { delivery?: Delivery } | undefined)?.delivery).findLast(Boolean);
  return declared ?? "app";
}
