import { useMatches } from "react-router";

/**
 * How a page reaches the browser (ADR 055): "app", a React Router application that hydrates (the studio,
 * and public routes not moved yet); "islands", server HTML with one small boot module that loads each
 * interactive part on its own trigger.
 */
export type Delivery = "app" | "islands";

/** A public route's `handle` when its page is delivered as islands. */
export const islandsDelivery = { delivery: "islands" } as const satisfies { delivery: Delivery };

/** The page's delivery: its deepest route's (a route's 404, the home page, is delivered as the route is). */
export function useDelivery(): Delivery {
  const matches = useMatches();
  const declared = matches.map((match) => (match.handle as { delivery?: Delivery } | undefined)?.delivery).findLast(Boolean);
  return declared ?? "app";
}
