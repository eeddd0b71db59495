import { useLocation, useOutletContext } from "react-router";
import type { Route } from "./+types/admin-list";
import { isListName, listNames, type ListName } from "#core/content/content-document";
import { sectorIds, type SectorId } from "#core/catalogue/sectors";
import { getResource } from "#core/i18n/resources";
import type { AdminConfig } from "~/features/admin/auth-context";
import { StudioShell } from "~/features/admin/studio-shell";
import { StudioContentProvider } from "~/features/admin/studio-content";
import { ListScreen } from "~/features/admin/lists/list-screen";

/** The list a path shows: "/admin/faq" shows "faq" (the four routes share this module). */
const listOf = (pathname: string): ListName | undefined => {
  const last = pathname.split("/").filter(Boolean).pop() ?? "";
  return isListName(last) ? last : undefined;
};

/** The sectors' English names for the testimonials' sector field, and the screens' titles. */
export function loader() {
  const sectors = getResource("en", "sectors").items as Record<SectorId, { title: string }>;
  const sections = (getResource("en", "admin").studio as { sections: Record<ListName, string> }).sections;
  return {
    sectorNames: Object.fromEntries(sectorIds.map((id) => [id, sectors[id].title])) as Record<SectorId, string>,
    titles: Object.fromEntries(listNames.map((list) => [list, sections[list]])) as Record<ListName, string>,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const list = listOf(location.pathname);
  return [{ title: `${(list && loaderData?.titles[list]) || "Studio"} · Site admin` }, { name: "robots", content: "noindex, nofollow" }];
};

export default function AdminList({ loaderData }: Route.ComponentProps) {
  const config = useOutletContext<AdminConfig>();
  const list = listOf(useLocation().pathname) ?? "portfolio";
  return (
    <StudioShell anonKey={config.anonKey}>
      {(api) => (
        <StudioContentProvider api={api} previewPath={list === "stats" || list === "testimonials" ? "/" : `/ar/${list}`}>
          <ListScreen key={list} list={list} sectorNames={loaderData.sectorNames} />
        </StudioContentProvider>
      )}
    </StudioShell>
  );
}
