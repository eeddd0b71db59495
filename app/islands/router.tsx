import type { AnchorHTMLAttributes } from "react";

/*
 * What the application's components read of React Router, for their islands (ADR 055). A page of islands has no
 * router: the browser navigates, so the address is the document's and a link is a link. The islands' build puts
 * this module in react-router's place (vite.islands.config.ts), which spares a tool's or the contact form's first
 * touch React Router's 37 KiB of compressed code; a component that asks for anything else fails that build.
 */

export function useLocation() {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: null, key: "default" };
}

export function useSearchParams() {
  const set = (next: Record<string, string> | URLSearchParams) => location.assign(`?${new URLSearchParams(next).toString()}`);
  return [new URLSearchParams(window.location.search), set] as const;
}

export function Link({ to, children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}

/**
 * The route data an island's component may read: whether this page is an unknown address's home page (its
 * markup says so, `data-not-found`), which its contact buttons name as the home page (useTapPage).
 */
export function useMatches() {
  return [{ loaderData: { notFound: document.querySelector("[data-not-found]") !== null } }];
}
