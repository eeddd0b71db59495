import type { ReactNode } from "react";
import { HomePage } from "~/compositions/home/home-page";
import type { HomeContent } from "./page-data.server";

type NotFound = { notFound: true; home: HomeContent };
type Found<D> = Extract<D, { notFound: false }>;

/** Renders a detail page, or the home page when the path named nothing (the loader already set 404). */
export function DetailOrHome<D extends NotFound | { notFound: false }>({ data, children }: { data: D; children: (found: Found<D>) => ReactNode }) {
  if (data.notFound) {
    const { home } = data as NotFound;
    return <HomePage content={home} notFound />;
  }
  return children(data as Found<D>);
}
