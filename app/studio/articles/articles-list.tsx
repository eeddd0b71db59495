import { useEffect, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { FolderTree, Plus } from "lucide-react";
import type { ArticleListState, ArticleSummary } from "#core/articles/article-wire";
import { articleStates, shownSample } from "#core/articles/article-wire";
import { languages, type Lang } from "#core/i18n/languages";
import { useToast } from "~/components/ui/toast";
import { Spinner } from "~/components/ui/spinner";
import type { StudioApi } from "../kit/studio-shell";
import { useStudioT } from "../kit/use-studio-t";
import { useStudioFormats } from "../kit/studio-formats";
import { useStudioLanguage } from "../kit/studio-language";
import { studioInputClass } from "../kit/studio-field";

/** The studio's list of articles: newest first, searched by title and filtered by state and category; a new one in either language. */
export function ArticlesList({ api, categories }: { api: StudioApi; categories: { id: string; name: string }[] }) {
  const { t } = useStudioT();
  const { lang } = useStudioLanguage();
  const formats = useStudioFormats();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [state, setState] = useState<ArticleListState | "">("");
  const [category, setCategory] = useState("");
  const [q, setQ] = useState("");
  const [rows, setRows] = useState<ArticleSummary[] | null>(null);
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState(false);
  /** Bumped to read the list again after a change made here (samples kept, removed or brought back). */
  const [reload, setReload] = useState(0);
  const ids = { q: useId(), state: useId(), category: useId() };

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      api.articles
        .list({ ...(state && { state }), ...(category && { category }), ...(q.trim() && { q: q.trim() }) })
        .then((found) => current && setRows(found))
        .catch(() => current && toast({ title: t("studio.articles.errors.generic"), description: t("toasts.generic"), variant: "destructive" }));
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, state, category, q, toast, t, reload]);

  const generic = () => toast({ title: t("studio.articles.errors.generic"), description: t("toasts.generic"), variant: "destructive" });
  /** The shipped samples still on his site (counted on the whole list, never a filtered one). */
  const samples = state === "" && category === "" && q.trim() === "" ? (rows?.filter(shownSample).length ?? 0) : 0;
  const keepSamples = async () => {
    setBusy(true);
    try {
      await api.articles.keepSamples();
      toast({ title: t("studio.articles.samples.kept"), description: "", variant: "default" });
      setReload((n) => n + 1);
    } catch {
      generic();
    } finally {
      setBusy(false);
    }
  };
  const removeSamples = async () => {
    setBusy(true);
    try {
      const { removed } = await api.articles.removeSamples();
      setReload((n) => n + 1);
      toast({
        title: t("studio.articles.samples.removed", { count: removed.length }),
        description: "",
        variant: "default",
        action: {
          label: t("studio.articles.undo"),
          onAction: () =>
            void Promise.all(removed.map((id) => api.articles.undoRemove(id)))
              .then(() => {
                toast({ title: t("studio.articles.samples.back", { count: removed.length }), description: "", variant: "default" });
                setReload((n) => n + 1);
              })
              .catch(generic),
        },
      });
    } catch {
      generic();
    } finally {
      setBusy(false);
    }
  };

  const create = async (inLang: Lang) => {
    setCreating(true);
    try {
      const created = await api.articles.create(inLang);
      navigate(`/admin/articles/${created.id}`);
    } catch {
      toast({ title: t("studio.articles.errors.generic"), description: t("toasts.generic"), variant: "destructive" });
      setCreating(false);
    }
  };

  const filtered = state !== "" || category !== "" || q.trim() !== "";
  return (
    <main className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6" data-testid="articles-screen">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-extrabold">{t("studio.articles.title")}</h1>
          <p className="mt-1 max-w-2xl text-sm leading-6 text-muted">{t("studio.articles.lead")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {(lang === "ar" ? languages : ([...languages].reverse() as Lang[])).map((inLang) => (
            <button
              key={inLang}
              type="button"
              className="btn-primary inline-flex py-2 text-sm"
              disabled={creating}
              onClick={() => void create(inLang)}
            >
              <Plus className="size-4" aria-hidden />
              {t(`studio.articles.newIn.${inLang}`)}
            </button>
          ))}
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <div className="grid gap-1.5">
          <label htmlFor={ids.q} className="text-sm font-semibold">
            {t("studio.articles.search")}
          </label>
          <input id={ids.q} type="search" value={q} onChange={(event) => setQ(event.target.value)} className={studioInputClass(false)} />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={ids.state} className="text-sm font-semibold">
            {t("studio.articles.filterState")}
          </label>
          <select
            id={ids.state}
            value={state}
            onChange={(event) => setState(event.target.value as ArticleListState | "")}
            className={studioInputClass(false)}
          >
            <option value="">{t("studio.articles.allStates")}</option>
            {articleStates.map((value) => (
              <option key={value} value={value}>
                {t(`studio.articles.states.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={ids.category} className="text-sm font-semibold">
            {t("studio.articles.filterCategory")}
          </label>
          <select id={ids.category} value={category} onChange={(event) => setCategory(event.target.value)} className={studioInputClass(false)}>
            <option value="">{t("studio.articles.allCategories")}</option>
            {categories.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Link to="/admin/article-categories" className="inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-accent-text hover:underline">
        <FolderTree className="size-4" aria-hidden />
        {t("studio.articles.categoriesLink")}
      </Link>
      {samples > 0 && (
        <div
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-warning/50 bg-warning/10 px-3 py-2"
          data-testid="articles-sample-bar"
        >
          <p className="min-w-0 flex-1 basis-64 text-sm leading-6">{t("studio.articles.samples.note", { count: samples })}</p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-ghost shrink-0 py-2" onClick={() => void keepSamples()} disabled={busy}>
              {t("studio.articles.samples.keep", { count: samples })}
            </button>
            <button type="button" className="btn-ghost shrink-0 py-2" onClick={() => void removeSamples()} disabled={busy}>
              {t("studio.articles.samples.remove", { count: samples })}
            </button>
          </div>
        </div>
      )}
      {rows === null ? (
        <Spinner label={t("loading")} className="py-10" />
      ) : rows.length === 0 ? (
        <p className="card p-6 text-muted">{filtered ? t("studio.articles.noMatch") : t("studio.articles.empty")}</p>
      ) : (
        <ul className="grid gap-3" aria-label={t("studio.articles.title")}>
          {rows.map((row) => {
            const title = row.titles[lang] ?? row.titles[lang === "ar" ? "en" : "ar"] ?? "";
            return (
              <li key={row.id} className="card grid gap-2 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
                <div className="min-w-0">
                  <Link to={`/admin/articles/${row.id}`} className="block truncate text-lg font-bold hover:underline" dir="auto">
                    {title || t("studio.articles.untitled")}
                  </Link>
                  <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
                    <span>{t(`studio.articles.states.${row.state}`)}</span>
                    {row.state === "scheduled" && row.scheduledAt && (
                      <span>{t("studio.articles.scheduledFor", { date: formats.dateTime(row.scheduledAt) })}</span>
                    )}
                    {row.publishedAt && row.state !== "scheduled" && (
                      <span>{t("studio.articles.publishedOn", { date: formats.dateTime(row.publishedAt) })}</span>
                    )}
                    <span>{formats.list(row.languages.map((inLang) => t(`studio.articles.language.${inLang}`)))}</span>
                  </p>
                </div>
                <div className="flex flex-wrap gap-2 text-xs font-bold">
                  {row.sample && <span className="rounded-full bg-fg/10 px-2.5 py-1">{t("studio.articles.sample")}</span>}
                  {row.outOfDate.length > 0 && (
                    <span className="rounded-full bg-warning-panel px-2.5 py-1 text-warning">
                      {t("studio.articles.outOfDate")}: {formats.list(row.outOfDate.map((inLang) => t(`studio.articles.language.${inLang}`)))}
                    </span>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </main>
  );
}
