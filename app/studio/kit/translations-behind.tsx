import { useEffect, useId, useState } from "react";
import { readOnce } from "./read-once";
import { Link } from "react-router";
import { Languages } from "lucide-react";
import type { ArticleSummary } from "#core/articles/article-wire";
import { textsBehind } from "#core/content/text-steps";
import { listTextsBehind, parseListStepKey } from "#core/content/list-steps";
import type { ListName } from "#core/content/lists/catalogue";
import type { StudioApi } from "./studio-shell";
import { useStudioT } from "./use-studio-t";
import { useStudioLanguage } from "./studio-language";
import { useStudioFormats } from "./studio-formats";

/**
 * The dashboard's list of translations that may be out of date (issue 43): the page texts (how many, to
 * the Pages screen's list of them), the items of each studio list (how many, to the list) and each article whose other language changed after this one was
 * written or confirmed. Nothing at all when none is.
 */
export function TranslationsBehind({ api }: { api: StudioApi }) {
  const { t } = useStudioT();
  const { lang } = useStudioLanguage();
  const formats = useStudioFormats();
  const [behind, setBehind] = useState<ArticleSummary[]>([]);
  // Page texts with a language behind, in his draft (or as published when there is none), and list items by list.
  const [texts, setTexts] = useState(0);
  const [items, setItems] = useState<[ListName, number][]>([]);
  const headingId = useId();
  useEffect(() => {
    let current = true;
    // The sample notice beside it reads the same at the same moment: one request each.
    readOnce(api, "articles", api.articles.list)
      .then((rows) => current && setBehind(rows.filter((row) => row.outOfDate.length > 0)))
      .catch(() => undefined);
    readOnce(api, "content", api.content.get)
      .then((content) => {
        if (!current) return;
        const pageTexts = textsBehind(content.document.textSteps).filter((row) => !parseListStepKey(row.key));
        setTexts(new Set(pageTexts.map((row) => row.key)).size);
        const byList = new Map<ListName, Set<string>>();
        for (const row of listTextsBehind(content.document)) byList.set(row.list, (byList.get(row.list) ?? new Set()).add(row.id));
        setItems([...byList].map(([list, ids]) => [list, ids.size]));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api]);
  if (behind.length === 0 && texts === 0 && items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mx-auto mt-4 max-w-7xl px-4">
      <div className="card border-warning p-4">
        <h2 id={headingId} className="flex items-center gap-2 font-bold">
          <Languages className="size-4 text-warning" aria-hidden />
          {t("studio.articles.behind")}
        </h2>
        <ul className="mt-2 grid gap-1 text-sm">
          {texts > 0 && (
            <li data-testid="texts-behind">
              <Link to="/admin/pages?group=behind" className="font-semibold hover:underline">
                {t("studio.pages.behindOnDashboard.texts", { count: texts })}
              </Link>
              <span className="text-muted"> · {t("studio.pages.behindOnDashboard.open")}</span>
            </li>
          )}
          {items.map(([list, count]) => (
            <li key={list} data-testid="items-behind">
              <Link to={`/admin/${list}`} className="font-semibold hover:underline">
                {t("studio.pages.behindOnDashboard.items", { list: t(`studio.sections.${list}`), count })}
              </Link>
              <span className="text-muted"> · {t("studio.pages.behindOnDashboard.openList")}</span>
            </li>
          ))}
          {behind.map((row) => (
            <li key={row.id}>
              <Link to={`/admin/articles/${row.id}`} className="font-semibold hover:underline" dir="auto">
                {row.titles[lang] || row.titles[lang === "ar" ? "en" : "ar"] || t("studio.articles.untitled")}
              </Link>
              <span className="text-muted"> · {formats.list(row.outOfDate.map((inLang) => t(`studio.articles.language.${inLang}`)))}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
