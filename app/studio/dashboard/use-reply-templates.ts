import { useEffect, useState } from "react";
import type { Lang } from "#core/i18n/languages";
import type { StudioApi } from "../kit/studio-shell";
import { readOnce } from "../kit/read-once";
import { useOwnerName } from "../kit/use-pages-data";

export type ReplyTemplate = { id: string; title: Record<Lang, string>; body: Record<Lang, string> };
export type ReplyTemplates = { templates: ReplyTemplate[]; owner: Record<Lang, string> | null };

/** His published reply templates (in his draft as soon as he saves one: they are his alone) and his name. */
export function useReplyTemplates(api: StudioApi): ReplyTemplates {
  const [templates, setTemplates] = useState<ReplyTemplate[]>([]);
  const owner = useOwnerName(api);
  useEffect(() => {
    let live = true;
    readOnce(api, "content", api.content.get).then(
      (content) =>
        live &&
        setTemplates((content.document.lists["reply-templates"] as (ReplyTemplate & { published: boolean })[]).filter((entry) => entry.published)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);
  return { templates, owner };
}
