import { useEffect, useId, useState } from "react";
import { readOnce } from "../read-once";
import { Link } from "react-router";
import { Languages } from "lucide-react";
import type { ArticleSummary } from "#core/articles/article-wire";
import { textsBehind } from "#core/content/text-steps";
import type { AdminApi } from "../studio-shell";
import { useAdminT } from "../use-admin-t";
import { useStudioLanguage } from "../studio-language";
import { useStudioFormats } from "../studio-formats";

/**
 * The dashboard's list of translations that may be out of date (issue 43): the page texts (how many, to
 * the Pages screen's list of them) and each article whose other language changed after this one was
 * written or confirmed. Nothing at all when none is.
 */
export function TranslationsBehind({ api }: { api: AdminApi }) {
  const { t } = useAdminT();
  const { lang } = useStudioLanguage();
  const formats = useStudioFormats();
  const [behind, setBehind] = useState<ArticleSummary[]>([]);
  // Page texts with a language behind, in his draft (or as published when there is none).
  const [texts, setTexts] = useState(0);
  const headingId = useId();
  useEffect(() => {
    let current = true;
    // The sample notice beside it reads the same at the same moment: one request each.
    readOnce(api, "articles", api.articles.list)
      .then((rows) => current && setBehind(rows.filter((row) => row.outOfDate.length > 0)))
      .catch(() => undefined);
    readOnce(api, "content", api.content.get)
      .then((content) => current && setTexts(new Set(textsBehind(content.document.textSteps).map((row) => row.key)).size))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api]);
  if (behind.length === 0 && texts === 0) return null;
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
