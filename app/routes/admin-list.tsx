import { data, useOutletContext } from "react-router";
import type { Route } from "./+types/admin-list";
import { isListName, listDescriptor } from "#core/content/lists/catalogue";
import type { StudioConfig } from "~/studio/kit/auth-context";
import { StudioShell } from "~/studio/kit/studio-shell";
import { StudioContentProvider } from "~/studio/kit/studio-content";
import { ListScreen } from "~/studio/lists/list-screen";
import { studioMeta } from "~/studio/kit/studio-meta";
import { useStudioT } from "~/studio/kit/use-studio-t";
import type { ChoiceNames } from "~/studio/lists/list-texts";

/**
 * /admin/<list>: any list the catalogue describes (core/content/lists/catalogue.ts);
 * an unknown name is a 404. The screen names every choice's values from the studio's texts
 * (studio.lists.choices.<source>), in the studio's language; a pick names the other list's item.
 */
export function loader({ params }: Route.LoaderArgs) {
  const list = params.list;
  if (!isListName(list)) throw data("Not found", { status: 404 });
  return { list };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => studioMeta(matches, (titles) => titles.sections[loaderData?.list ?? ""]);

export default function AdminList({ loaderData }: Route.ComponentProps) {
  const config = useOutletContext<StudioConfig>();
  const { list } = loaderData;
  const { t } = useStudioT();
  const choiceNames = t("studio.lists.choices", { returnObjects: true }) as unknown as ChoiceNames;
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
