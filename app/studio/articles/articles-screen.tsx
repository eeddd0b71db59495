import { useEffect, useState } from "react";
import type { Lang } from "#core/i18n/languages";
import { Spinner } from "~/components/ui/spinner";
import { StudioShell, type StudioApi } from "../kit/studio-shell";
import { useStudioT } from "../kit/use-studio-t";
import { useStudioLanguage } from "../kit/studio-language";
import { ArticlesList } from "./articles-list";
import { ArticleEditor } from "./article-editor";

type Choice = { id: string; name: string };
type Choices = { categories: Choice[]; services: Choice[]; sectors: Choice[] };

/** /admin/articles and /admin/articles/:id: his articles, and one article in the editor (ADR 056). */
export function ArticlesScreen({ anonKey, id }: { anonKey: string; id?: string | undefined }) {
  return <StudioShell anonKey={anonKey}>{(api) => <Articles api={api} id={id} />}</StudioShell>;
}

function Articles({ api, id }: { api: StudioApi; id?: string | undefined }) {
  const { t } = useStudioT();
  const { lang } = useStudioLanguage();
  const [context, setContext] = useState<{ choices: Choices; siteName: Record<Lang, string> } | null>(null);

  // What an article can name (his categories, services and sectors, as his draft has them) and his name for search results.
  useEffect(() => {
    let current = true;
    Promise.all([api.content.get(), api.settings.get()])
      .then(([content, settings]) => {
        if (!current) return;
        const named = (items: readonly { id: string }[], field: string): Choice[] =>
          items.map((item) => {
            const text = (item as unknown as Record<string, Record<Lang, string>>)[field];
            return { id: item.id, name: text?.[lang] || text?.[lang === "ar" ? "en" : "ar"] || item.id };
          });
        const lists = content.document.lists;
        setContext({
          choices: {
            categories: named(lists["article-categories"], "name"),
            services: named(lists.services, "title"),
            sectors: named(lists.sectors, "title"),
          },
          siteName: { ar: settings.values.ownerNameAr, en: settings.values.ownerNameEn },
        });
      })
      .catch(() => current && setContext({ choices: { categories: [], services: [], sectors: [] }, siteName: { ar: "", en: "" } }));
    return () => {
      current = false;
    };
  }, [api, lang]);

  if (!context) return <Spinner label={t("loading")} className="min-h-96" />;
  return id ? (
    <ArticleEditor key={id} api={api} id={id} choices={context.choices} siteName={context.siteName} />
  ) : (
    <ArticlesList api={api} categories={context.choices.categories} />
  );
}
