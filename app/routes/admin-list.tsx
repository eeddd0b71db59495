import { data, useOutletContext } from "react-router";
import type { Route } from "./+types/admin-list";
import { isListName, listDescriptor } from "#core/content/lists/catalogue";
import { getResource } from "#core/i18n/resources";
import type { AdminConfig } from "~/features/admin/auth-context";
import { StudioShell } from "~/features/admin/studio-shell";
import { StudioContentProvider } from "~/features/admin/studio-content";
import { ListScreen } from "~/features/admin/lists/list-screen";
import type { ChoiceNames } from "~/features/admin/lists/list-texts";

/**
 * /admin/<list>: any list the catalogue describes (core/content/lists/catalogue.ts);
 * an unknown name is a 404. The loader gives the screen's title and the names
 * of every choice's values (the studio is English only).
 */
export function loader({ params }: Route.LoaderArgs) {
  const list = params.list;
  if (!isListName(list)) throw data("Not found", { status: 404 });
  const studio = getResource("en", "admin").studio as { sections: Record<string, string>; lists: { choices: ChoiceNames } };
  // Every choice is named by the studio's texts (studio.lists.choices.<source>); a pick names the other list's item.
  const choiceNames: ChoiceNames = studio.lists.choices;
  return { list, title: studio.sections[list] ?? list, choiceNames };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Studio"} · Site admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminList({ loaderData }: Route.ComponentProps) {
  const config = useOutletContext<AdminConfig>();
  const { list, choiceNames } = loaderData;
  return (
    <StudioShell anonKey={config.anonKey}>
      {(api) => (
        <StudioContentProvider api={api} previewPath={listDescriptor(list).previewPath}>
          <ListScreen key={list} list={list} choiceNames={choiceNames} />
        </StudioContentProvider>
      )}
    </StudioShell>
  );
}
