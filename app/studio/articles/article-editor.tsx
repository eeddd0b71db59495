import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { ArrowLeft, ExternalLink, History, Save, Trash2 } from "lucide-react";
import type { ArticleRevisionInfo, StudioArticle } from "#core/articles/article-wire";
import { articleLanguages, newArticle, outOfDate, wordsOf, type ArticleDocument, type ArticleLanguage } from "#core/articles/article-document";
import { isAllowedHref, type BodyDoc } from "#core/articles/article-body";
import { bodyStats } from "#core/articles/article-stats";
import { seoAdvice, seoLimits, slugFromTitle } from "#core/articles/article-seo";
import { languages, otherLanguage, type Lang } from "#core/i18n/languages";
import { Dialog, DialogTitle } from "~/components/ui/dialog";
import { useToast } from "~/components/ui/toast";
import { Spinner } from "~/components/ui/spinner";
import { StudioApiError } from "../kit/studio-api";
import type { StudioApi } from "../kit/studio-shell";
import { useStudioT } from "../kit/use-studio-t";
import { useStudioFormats } from "../kit/studio-formats";
import { useStudioLanguage } from "../kit/studio-language";
import { studioInputClass } from "../kit/studio-field";
import { useAuth } from "../kit/auth-context";
import { ImageField } from "../kit/image-field";
import { ConfirmDialog } from "../kit/confirm-dialog";
import { articleMaxBytes, dropUnsaved, readUnsaved, useKeptWhilePending } from "../kit/unsaved-edits";
import { RichTextEditor, type EditorLabels } from "./rich-text-editor";
import { videoFromLink } from "./editor-nodes";

type Choice = { id: string; name: string };
type Prompt =
  | { kind: "link"; value: string; resolve: (href: string | null) => void }
  | { kind: "video"; resolve: (video: { provider: "youtube" | "vimeo"; videoId: string; title: string } | null) => void }
  | { kind: "image"; resolve: (image: { id: string; width: number; height: number; alt: string; caption: string } | null) => void };

/** Baghdad is UTC+3 all year (no daylight saving since 2008): a time he picks there, as an instant. */
const fromBaghdad = (local: string) => new Date(`${local}:00+03:00`).toISOString();
const toBaghdad = (iso: string) => new Date(new Date(iso).getTime() + 3 * 3600_000).toISOString().slice(0, 16);

/**
 * One article in the studio: both languages (each there or not), the body in
 * the rich-text editor, cover, categories and related pages; what he types is
 * kept in this browser until it is saved; a save based on an older version is
 * refused and he chooses; publish now or at a time in Baghdad, unpublish,
 * delete with Undo, history with restore; the translation check and search advice.
 */
export function ArticleEditor({
  api,
  id,
  choices,
  siteName,
}: {
  api: StudioApi;
  id: string;
  choices: { categories: Choice[]; services: Choice[]; sectors: Choice[] };
  siteName: Record<Lang, string>;
}) {
  const { t } = useStudioT();
  const { lang: studioLang } = useStudioLanguage();
  const formats = useStudioFormats();
  const { toast } = useToast();
  const navigate = useNavigate();
  const owner = useAuth().user?.id ?? "";
  const place = `article/${id}`;
  const [article, setArticle] = useState<StudioArticle | null>(null);
  const [document, setDocument] = useState<ArticleDocument | null>(null);
  const [lang, setLang] = useState<Lang>(studioLang);
  const [busy, setBusy] = useState<"save" | "publish" | "schedule" | "unpublish" | "delete" | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState(false);
  const [kept, setKept] = useState<{ value: { document: ArticleDocument; version: number }; savedAt: number } | null>(null);
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [confirmRemove, setConfirmRemove] = useState<Lang | "article" | null>(null);
  const [scheduleAt, setScheduleAt] = useState("");
  const [history, setHistory] = useState<ArticleRevisionInfo[] | null>(null);
  const slugTouched = useRef<Record<Lang, boolean>>({ ar: false, en: false });

  const generic = useCallback(
    () => toast({ title: t("studio.articles.errors.generic"), description: t("toasts.generic"), variant: "destructive" }),
    [toast, t],
  );

  const load = useCallback(
    async (keepLanguage = false) => {
      const loaded = await api.articles.get(id);
      setArticle(loaded);
      setDocument(loaded.draft);
      setScheduleAt(loaded.scheduledAt ? toBaghdad(loaded.scheduledAt) : "");
      if (!keepLanguage) setLang(loaded.draft[studioLang] ? studioLang : articleLanguages(loaded.draft)[0]!);
      for (const inLang of languages) slugTouched.current[inLang] = !!loaded.draft[inLang]?.slug;
      return loaded;
    },
    [api, id, studioLang],
  );

  useEffect(() => {
    load()
      .then((loaded) => {
        const waiting = owner ? readUnsaved<{ document: ArticleDocument; version: number }>(owner, place) : null;
        if (waiting && JSON.stringify(waiting.value.document) !== JSON.stringify(loaded.draft)) setKept(waiting);
      })
      .catch(generic);
    // Loaded once per article; a later load is asked for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  const dirty = !!article && !!document && JSON.stringify(document) !== JSON.stringify(article.draft);
  const keptValue = useMemo(() => (document && article ? { document, version: article.version } : null), [document, article]);
  useKeptWhilePending(owner, place, keptValue, dirty && !kept, articleMaxBytes);

  if (!article || !document) return <Spinner label={t("studio.articles.loading")} className="min-h-96" />;

  const version = document[lang];
  const update = (change: (next: ArticleDocument) => void) => {
    const next = structuredClone(document);
    change(next);
    setDocument(next);
  };
  const setField = <K extends keyof ArticleLanguage>(key: K, value: ArticleLanguage[K]) =>
    update((next) => {
      const target = next[lang]!;
      target[key] = value;
      if (key === "title" && !slugTouched.current[lang]) target.slug = slugFromTitle(value as string);
    });

  const refusal = (error: unknown) => {
    if (!(error instanceof StudioApiError)) return generic();
    const list = ((error.body as { problems?: { path: string; code: string }[] }).problems ?? []) as { path: string; code: string }[];
    setProblems(Object.fromEntries(list.map((problem) => [problem.path, problem.code])));
    if (error.status === 409 && error.body.error === "stale_version") return setConflict(true);
    const names = [...new Set(list.map((problem) => fieldName(problem.path)))].join(studioLang === "ar" ? "، " : ", ");
    if (error.body.error === "slug_taken") return toast({ title: t("studio.articles.slugTaken"), description: names, variant: "destructive" });
    if (error.body.error === "not_ready")
      return toast({ title: t("studio.articles.notReady", { fields: names }), description: names, variant: "destructive" });
    if (error.status === 400) return toast({ title: t("studio.articles.invalid", { fields: names }), description: names, variant: "destructive" });
    generic();
  };
  const fieldName = (path: string) => {
    const [inLang, field = ""] = path.split(".");
    const label =
      field === "slug"
        ? t("studio.articles.fields.slug")
        : field === "title"
          ? t("studio.articles.fields.title")
          : field === "summary"
            ? t("studio.articles.fields.summary")
            : t("studio.articles.fields.body");
    return languages.includes(inLang as Lang) ? `${label} (${t(`studio.articles.language.${inLang as Lang}`)})` : label;
  };

  const save = async (overVersion?: number): Promise<StudioArticle | null> => {
    setBusy("save");
    setProblems({});
    try {
      const saved = await api.articles.save(id, document, overVersion ?? article.version);
      setArticle(saved);
      setDocument(saved.draft);
      dropUnsaved(owner, place);
      toast({ title: t("studio.articles.saved"), description: "", variant: "default" });
      return saved;
    } catch (error) {
      refusal(error);
      return null;
    } finally {
      setBusy(null);
    }
  };

  const publish = async (at?: string) => {
    if (dirty && !(await save())) return;
    setBusy(at ? "schedule" : "publish");
    try {
      const done = await api.articles.publish(id, at);
      setArticle(done);
      setDocument(done.draft);
      toast({
        title:
          done.state === "scheduled" ? t("studio.articles.scheduled", { date: formats.dateTime(done.scheduledAt!) }) : t("studio.articles.published"),
        description: "",
        variant: "default",
      });
    } catch (error) {
      refusal(error);
    } finally {
      setBusy(null);
    }
  };

  const unpublish = async () => {
    setBusy("unpublish");
    try {
      const done = await api.articles.unpublish(id);
      setArticle(done);
      toast({ title: t("studio.articles.unpublished"), description: "", variant: "default" });
    } catch (error) {
      refusal(error);
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy("delete");
    try {
      await api.articles.remove(id);
      dropUnsaved(owner, place);
      navigate("/admin/articles");
      toast({
        title: t("studio.articles.deleted"),
        description: "",
        variant: "default",
        action: {
          label: t("studio.articles.undo"),
          onAction: () =>
            void api.articles
              .undoRemove(id)
              .then(() => {
                toast({ title: t("studio.articles.restoredDelete"), description: "", variant: "default" });
                navigate(`/admin/articles/${id}`);
              })
              .catch(generic),
        },
      });
    } catch (error) {
      refusal(error);
      setBusy(null);
    }
  };

  const confirmTranslation = async () => {
    if (dirty && !(await save())) return;
    try {
      const done = await api.articles.confirmTranslation(id, lang, article.version + (dirty ? 1 : 0));
      setArticle(done);
      setDocument(done.draft);
      toast({ title: t("studio.articles.translation.confirmed"), description: "", variant: "default" });
    } catch (error) {
      refusal(error);
    }
  };

  const openHistory = async () => {
    try {
      setHistory(await api.articles.revisions(id));
    } catch {
      generic();
    }
  };

  const editorLabels = Object.fromEntries(
    (
      [
        "label",
        "paragraph",
        "h2",
        "h3",
        "h4",
        "bold",
        "italic",
        "link",
        "unlink",
        "bulletList",
        "orderedList",
        "quote",
        "dirRtl",
        "dirLtr",
        "dirAuto",
        "image",
        "video",
        "ctaWhatsapp",
        "ctaContact",
        "undo",
        "redo",
      ] as const
    ).map((key) => [key, t(`studio.articles.toolbar.${key}`)]),
  ) as EditorLabels;

  const stats = version ? bodyStats(version.body, lang) : null;
  const advice = version ? seoAdvice(version, siteName[lang], lang) : null;
  const other = otherLanguage(lang);
  const stale = outOfDate(document, lang);
  const publicPath = article.published?.[lang] ? `/${lang}/articles/${encodeURIComponent(article.published[lang]!.slug)}` : null;
  const ids = {
    title: `${id}-${lang}-title`,
    slug: `${id}-${lang}-slug`,
    summary: `${id}-${lang}-summary`,
    body: `${id}-${lang}-body`,
    focus: `${id}-${lang}-focus`,
    bodyLabel: `${id}-${lang}-body-label`,
  };
  const err = (field: string) => (problems[`${lang}.${field}`] ? "true" : undefined);

  return (
    <main className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6" data-testid="article-editor">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to="/admin/articles" className="inline-flex items-center gap-1.5 text-sm font-semibold text-muted hover:text-fg">
          <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
          {t("studio.articles.back")}
        </Link>
        <p className="text-sm text-muted" role="status">
          {t(`studio.articles.states.${article.state}`)}
          {article.state === "scheduled" && article.scheduledAt
            ? ` · ${t("studio.articles.scheduledFor", { date: formats.dateTime(article.scheduledAt) })}`
            : ""}
          {dirty ? ` · ${t("studio.articles.unsaved")}` : ""}
        </p>
      </div>

      <h1 className="text-2xl font-extrabold" dir="auto">
        {document[lang]?.title || document[articleLanguages(document)[0]!]?.title || t("studio.articles.untitled")}
      </h1>

      {kept && (
        <div role="alert" className="card flex flex-wrap items-center justify-between gap-3 border-warning p-4">
          <p className="font-semibold">{t("studio.articles.kept.title", { date: formats.dateTime(kept.savedAt) })}</p>
          <div className="flex gap-2">
            <button type="button" className="btn-primary py-2 text-sm" onClick={() => (setDocument(kept.value.document), setKept(null))}>
              {t("studio.articles.kept.restore")}
            </button>
            <button type="button" className="btn-ghost py-2 text-sm" onClick={() => (dropUnsaved(owner, place), setKept(null))}>
              {t("studio.articles.kept.discard")}
            </button>
          </div>
        </div>
      )}

      <div role="tablist" aria-label={t("studio.articles.languages")} className="flex flex-wrap gap-2">
        {languages.map((inLang) => (
          <button
            key={inLang}
            type="button"
            role="tab"
            aria-selected={lang === inLang}
            onClick={() => setLang(inLang)}
            className={`rounded-lg px-4 py-2 text-sm font-bold ${lang === inLang ? "bg-fg/10 text-fg" : "text-muted hover:text-fg"}`}
          >
            {t(`studio.articles.language.${inLang}`)}
            {outOfDate(document, inLang) && (
              <span className="ms-2 inline-block size-2 rounded-full bg-warning" aria-label={t("studio.articles.outOfDate")} />
            )}
          </button>
        ))}
      </div>

      {!version ? (
        <div className="card grid justify-items-start gap-3 p-6">
          <button
            type="button"
            className="btn-primary inline-flex py-2"
            onClick={() =>
              update((next) => {
                next[lang] = newArticle(lang)[lang];
                slugTouched.current[lang] = false;
              })
            }
          >
            {t(`studio.articles.addLanguage.${lang}`)}
          </button>
        </div>
      ) : (
        <section className="grid grid-cols-[minmax(0,1fr)] gap-5" lang={lang} aria-label={t(`studio.articles.language.${lang}`)}>
          {stale && document[other] && (
            <div role="status" className="card grid gap-3 border-warning p-4">
              <p className="font-bold">{t("studio.articles.translation.title")}</p>
              <p className="text-sm text-muted">{t("studio.articles.translation.text", { other: t(`studio.articles.language.${other}`) })}</p>
              <div className="grid gap-3 md:grid-cols-2">
                <div>
                  <p className="text-sm font-semibold">{t("studio.articles.translation.then", { other: t(`studio.articles.language.${other}`) })}</p>
                  <p
                    className="mt-1 max-h-48 overflow-y-auto whitespace-pre-line rounded-lg bg-bg/60 p-3 text-sm"
                    dir="auto"
                    lang={other}
                    data-testid="translation-then"
                  >
                    {version.inStepText}
                  </p>
                </div>
                <div>
                  <p className="text-sm font-semibold">{t("studio.articles.translation.now", { other: t(`studio.articles.language.${other}`) })}</p>
                  <p
                    className="mt-1 max-h-48 overflow-y-auto whitespace-pre-line rounded-lg bg-bg/60 p-3 text-sm"
                    dir="auto"
                    lang={other}
                    data-testid="translation-now"
                  >
                    {wordsOf(document[other]!)}
                  </p>
                </div>
              </div>
              <button type="button" className="btn-ghost w-fit py-2 text-sm" onClick={() => void confirmTranslation()}>
                {t("studio.articles.translation.confirm")}
              </button>
            </div>
          )}

          <TextInput
            id={ids.title}
            label={t("studio.articles.fields.title")}
            value={version.title}
            invalid={err("title")}
            lang={lang}
            onChange={(value) => setField("title", value)}
            maxLength={140}
          />
          <TextInput
            id={ids.slug}
            label={t("studio.articles.fields.slug")}
            hint={t("studio.articles.fields.slugHint")}
            value={version.slug}
            invalid={err("slug")}
            lang={lang}
            onChange={(value) => {
              slugTouched.current[lang] = true;
              setField("slug", value);
            }}
            maxLength={80}
          />
          <TextInput
            id={ids.summary}
            label={t("studio.articles.fields.summary")}
            hint={t("studio.articles.fields.summaryHint")}
            value={version.summary}
            invalid={err("summary")}
            lang={lang}
            onChange={(value) => setField("summary", value)}
            maxLength={300}
            multiline
          />
          <div className="grid gap-1.5">
            <p id={ids.bodyLabel} className="text-sm font-semibold">
              {t("studio.articles.fields.body")}
            </p>
            <RichTextEditor
              key={`${id}-${lang}`}
              id={ids.body}
              lang={lang}
              value={version.body}
              onChange={(body: BodyDoc) => setField("body", body)}
              labels={editorLabels}
              labelledBy={ids.bodyLabel}
              askLink={(value) => new Promise((resolve) => setPrompt({ kind: "link", value, resolve }))}
              askVideo={() => new Promise((resolve) => setPrompt({ kind: "video", resolve }))}
              askImage={() => new Promise((resolve) => setPrompt({ kind: "image", resolve }))}
              ctaLabel={(kind) => t(`studio.articles.ctaLabel.${kind}`)}
              onPasteDropped={() => toast({ title: t("studio.articles.pasteDropped"), description: "", variant: "destructive" })}
            />
            {stats && (
              <p className="text-sm text-muted" aria-live="polite" data-testid="article-stats">
                {t("studio.articles.stats", {
                  words: t("studio.articles.words", { count: stats.words }),
                  characters: t("studio.articles.characters", { count: stats.characters }),
                  minutes: t("studio.articles.minutes", { count: stats.readingMinutes }),
                })}
              </p>
            )}
          </div>
          <TextInput
            id={ids.focus}
            label={t("studio.articles.fields.focusPhrase")}
            hint={t("studio.articles.fields.focusPhraseHint")}
            value={version.focusPhrase}
            lang={lang}
            onChange={(value) => setField("focusPhrase", value)}
            maxLength={80}
          />
          {advice && <SeoPanel advice={advice} version={version} />}
          {articleLanguages(document).length > 1 && (
            <button type="button" className="w-fit text-sm font-semibold text-danger hover:underline" onClick={() => setConfirmRemove(lang)}>
              {t(`studio.articles.removeLanguage.${lang}`)}
            </button>
          )}
        </section>
      )}

      <section className="card grid grid-cols-[minmax(0,1fr)] gap-5 p-4" aria-label={t("studio.articles.fields.cover")}>
        <ImageField
          api={api}
          label={t("studio.articles.fields.cover")}
          value={document.cover ? { ...document.cover, alt: { ar: document.ar?.coverAlt ?? "", en: document.en?.coverAlt ?? "" } } : null}
          onChange={(image) =>
            update((next) => {
              next.cover = image ? { id: image.id, width: image.width, height: image.height, ...(image.focus && { focus: image.focus }) } : null;
              for (const inLang of languages) if (next[inLang]) next[inLang]!.coverAlt = image?.alt[inLang] ?? "";
            })
          }
        />
        <Checklist
          legend={t("studio.articles.fields.categories")}
          options={choices.categories}
          value={document.categories}
          onChange={(value) => update((next) => void (next.categories = value))}
        />
        <Checklist
          legend={t("studio.articles.fields.services")}
          hint={t("studio.articles.fields.relatedHint")}
          options={choices.services}
          value={document.services}
          onChange={(value) => update((next) => void (next.services = value))}
        />
        <Checklist
          legend={t("studio.articles.fields.sectors")}
          options={choices.sectors}
          value={document.sectors}
          onChange={(value) => update((next) => void (next.sectors = value))}
        />
      </section>

      {/* Kept in view on a wide screen; on a phone a bar of this size would cover the text, so it ends the form. */}
      <div className="-mx-4 flex flex-wrap items-center gap-2 border-t border-line bg-bg/95 px-4 py-3 sm:sticky sm:bottom-0 sm:z-10 sm:backdrop-blur">
        <button type="button" className="btn-ghost inline-flex py-2 text-sm" disabled={!dirty || busy !== null} onClick={() => void save()}>
          <Save className="size-4" aria-hidden />
          {busy === "save" ? t("studio.articles.saving") : t("studio.articles.save")}
        </button>
        <button type="button" className="btn-primary inline-flex py-2 text-sm" disabled={busy !== null} onClick={() => void publish()}>
          {busy === "publish" ? t("studio.articles.publishing") : t("studio.articles.publish")}
        </button>
        <label className="inline-flex flex-wrap items-center gap-2 text-sm">
          <span>{t("studio.articles.scheduleAt")}</span>
          <input
            type="datetime-local"
            value={scheduleAt}
            onChange={(event) => setScheduleAt(event.target.value)}
            className={studioInputClass(false, "w-auto py-1.5")}
          />
        </label>
        <button
          type="button"
          className="btn-ghost inline-flex py-2 text-sm"
          disabled={!scheduleAt || busy !== null}
          onClick={() => void publish(fromBaghdad(scheduleAt))}
        >
          {t("studio.articles.scheduleApply")}
        </button>
        {(article.published || article.state === "scheduled") && (
          <button type="button" className="btn-ghost inline-flex py-2 text-sm" disabled={busy !== null} onClick={() => void unpublish()}>
            {t("studio.articles.unpublish")}
          </button>
        )}
        {publicPath && (
          <a href={publicPath} target="_blank" rel="noopener" className="btn-ghost inline-flex py-2 text-sm">
            <ExternalLink className="size-4" aria-hidden />
            {t("studio.articles.view")}
          </a>
        )}
        <button type="button" className="btn-ghost inline-flex py-2 text-sm" onClick={() => void openHistory()}>
          <History className="size-4" aria-hidden />
          {t("studio.articles.history.title")}
        </button>
        <button
          type="button"
          className="btn-ghost inline-flex py-2 text-sm text-danger"
          disabled={busy !== null}
          onClick={() => setConfirmRemove("article")}
        >
          <Trash2 className="size-4" aria-hidden />
          {t("studio.articles.delete")}
        </button>
      </div>

      <ConfirmDialog
        open={confirmRemove !== null}
        title={confirmRemove === "article" ? t("studio.articles.delete") : confirmRemove ? t(`studio.articles.removeLanguage.${confirmRemove}`) : ""}
        cancel={t("studio.articles.linkPrompt.cancel")}
        confirm={
          confirmRemove === "article" ? t("studio.articles.delete") : confirmRemove ? t(`studio.articles.removeLanguage.${confirmRemove}`) : ""
        }
        busy={busy === "delete"}
        onCancel={() => setConfirmRemove(null)}
        onConfirm={() => {
          if (confirmRemove === "article") void remove();
          else if (confirmRemove) {
            const gone = confirmRemove;
            update((next) => void (next[gone] = null));
            setLang(otherLanguage(gone));
          }
          setConfirmRemove(null);
        }}
      >
        {confirmRemove === "article" ? "" : t("studio.articles.removeLanguageConfirm")}
      </ConfirmDialog>

      {conflict && (
        <Dialog
          onClose={() => setConflict(false)}
          role="alertdialog"
          className="h-fit w-[min(30rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-6"
        >
          <DialogTitle className="text-lg font-extrabold">{t("studio.articles.conflict.title")}</DialogTitle>
          <p className="mt-3 text-sm leading-6 text-muted">{t("studio.articles.conflict.text")}</p>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <button
              type="button"
              className="btn-ghost py-2 text-sm"
              onClick={() => {
                setConflict(false);
                void load(true);
              }}
            >
              {t("studio.articles.conflict.loadTheirs")}
            </button>
            <button
              type="button"
              className="btn-primary py-2 text-sm"
              onClick={() => {
                setConflict(false);
                void api.articles.get(id).then((latest) => save(latest.version), generic);
              }}
            >
              {t("studio.articles.conflict.keepMine")}
            </button>
          </div>
        </Dialog>
      )}

      {history && (
        <Dialog
          onClose={() => setHistory(null)}
          closeOnOutsideClick
          className="h-fit max-h-[80dvh] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl border border-line bg-surface p-6"
        >
          <DialogTitle className="text-lg font-extrabold">{t("studio.articles.history.title")}</DialogTitle>
          {history.length === 0 ? (
            <p className="mt-3 text-sm text-muted">{t("studio.articles.history.empty")}</p>
          ) : (
            <ul className="mt-4 grid gap-2">
              {history.map((revision) => (
                <li key={revision.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line p-3 text-sm">
                  <span>
                    {t(`studio.articles.history.actions.${revision.action as "publish"}`)} · {formats.dateTime(revision.createdAt)}
                  </span>
                  {["publish", "restore", "unpublish"].includes(revision.action) && (
                    <button
                      type="button"
                      className="btn-ghost py-1.5 text-sm"
                      onClick={() =>
                        void api.articles.restore(id, revision.id).then((done) => {
                          setArticle(done);
                          setDocument(done.draft);
                          setHistory(null);
                          toast({ title: t("studio.articles.history.restored"), description: "", variant: "default" });
                        }, refusal)
                      }
                    >
                      {t("studio.articles.history.restore")}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Dialog>
      )}

      {prompt && <PromptDialog prompt={prompt} api={api} onDone={() => setPrompt(null)} />}
    </main>
  );
}

function TextInput({
  id,
  label,
  hint,
  value,
  onChange,
  invalid,
  lang,
  maxLength,
  multiline = false,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: "true" | undefined;
  lang: Lang;
  maxLength: number;
  multiline?: boolean;
}) {
  const hintId = `${id}-hint`;
  const common = {
    id,
    value,
    maxLength,
    lang,
    dir: lang === "ar" ? "rtl" : "ltr",
    "aria-invalid": invalid,
    "aria-describedby": hint ? hintId : undefined,
    className: studioInputClass(!!invalid),
  } as const;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <p id={hintId} className="text-xs leading-5 text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

function Checklist({
  legend,
  hint,
  options,
  value,
  onChange,
}: {
  legend: string;
  hint?: string;
  options: Choice[];
  value: string[];
  onChange: (value: string[]) => void;
}) {
  if (options.length === 0) return null;
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-semibold">{legend}</legend>
      {hint && <p className="text-xs text-muted">{hint}</p>}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = value.includes(option.id);
          return (
            <label
              key={option.id}
              className={`inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm ${checked ? "border-accent bg-accent-soft" : "border-line"}`}
            >
              <input
                type="checkbox"
                checked={checked}
                onChange={() => onChange(checked ? value.filter((id) => id !== option.id) : [...value, option.id])}
              />
              <span dir="auto">{option.name}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function SeoPanel({ advice, version }: { advice: ReturnType<typeof seoAdvice>; version: ArticleLanguage }) {
  const { t } = useStudioT();
  const row = (label: string, ok: boolean) => (
    <li key={label} className="flex justify-between gap-3">
      <span>{label}</span>
      <span className={ok ? "text-success" : "text-warning"}>{ok ? t("studio.articles.seo.yes") : t("studio.articles.seo.no")}</span>
    </li>
  );
  return (
    <section className="card grid grid-cols-[minmax(0,1fr)] gap-3 p-4" aria-label={t("studio.articles.seo.title")} data-testid="seo-panel">
      <h2 className="font-bold">{t("studio.articles.seo.title")}</h2>
      <div className="rounded-lg bg-bg/60 p-3" dir="auto">
        <p className="truncate text-accent-text">{advice.resultTitle}</p>
        <p className="mt-1 line-clamp-2 text-sm text-muted">{version.summary}</p>
      </div>
      <ul className="grid gap-1 text-sm">
        <li className={advice.titleLength > seoLimits.title ? "text-warning" : ""}>
          {t("studio.articles.seo.titleLength", { length: advice.titleLength, max: seoLimits.title })}
          {advice.titleLength > seoLimits.title ? ` · ${t("studio.articles.seo.tooLong")}` : ""}
        </li>
        <li className={advice.descriptionLength > seoLimits.description ? "text-warning" : ""}>
          {t("studio.articles.seo.descriptionLength", { length: advice.descriptionLength, max: seoLimits.description })}
          {advice.descriptionLength > seoLimits.description ? ` · ${t("studio.articles.seo.tooLong")}` : ""}
        </li>
        <li>{t("studio.articles.seo.links", { count: advice.internalLinks })}</li>
      </ul>
      {advice.focus ? (
        <div>
          <p className="text-sm font-semibold">{t("studio.articles.seo.focus", { phrase: version.focusPhrase })}</p>
          <ul className="mt-1 grid gap-1 text-sm">
            {row(t("studio.articles.seo.inTitle"), advice.focus.inTitle)}
            {row(t("studio.articles.seo.inFirstParagraph"), advice.focus.inFirstParagraph)}
            {row(t("studio.articles.seo.inHeading"), advice.focus.inHeading)}
            {row(t("studio.articles.seo.inSlug"), advice.focus.inSlug)}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-muted">{t("studio.articles.seo.noFocus")}</p>
      )}
    </section>
  );
}

function PromptDialog({ prompt, api, onDone }: { prompt: Prompt; api: StudioApi; onDone: () => void }) {
  const { t } = useStudioT();
  const [value, setValue] = useState(prompt.kind === "link" ? prompt.value : "");
  const [title, setTitle] = useState("");
  const [error, setError] = useState("");
  const [image, setImage] = useState<{ id: string; width: number; height: number } | null>(null);
  const [uploading, setUploading] = useState(false);
  const fieldId = useId();
  const titleId = useId();
  const errorId = useId();
  const close = (result: null) => {
    prompt.resolve(result);
    onDone();
  };
  const apply = () => {
    if (prompt.kind === "link") {
      const href = value.trim();
      if (!isAllowedHref(href)) return setError(t("studio.articles.linkPrompt.invalid"));
      prompt.resolve(href);
    } else if (prompt.kind === "video") {
      const video = videoFromLink(value);
      if (!video) return setError(t("studio.articles.videoPrompt.invalid"));
      prompt.resolve({ ...video, title: title.trim() });
    } else {
      if (!image) return;
      prompt.resolve({ ...image, alt: value.trim(), caption: title.trim() });
    }
    onDone();
  };
  const texts = prompt.kind === "link" ? "linkPrompt" : prompt.kind === "video" ? "videoPrompt" : "imagePrompt";
  let body: ReactNode;
  if (prompt.kind === "image")
    body = (
      <>
        <input
          type="file"
          accept="image/*"
          aria-label={t("studio.articles.toolbar.image")}
          disabled={uploading}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            setUploading(true);
            api.images
              .upload(file)
              .then(setImage, () => setError(t("studio.articles.errors.generic")))
              .finally(() => setUploading(false));
          }}
        />
        <label htmlFor={fieldId} className="text-sm font-semibold">
          {t("studio.articles.imagePrompt.alt")}
        </label>
        <input
          id={fieldId}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          className={studioInputClass(false)}
          maxLength={300}
          dir="auto"
        />
        <label htmlFor={titleId} className="text-sm font-semibold">
          {t("studio.articles.imagePrompt.caption")}
        </label>
        <input
          id={titleId}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          className={studioInputClass(false)}
          maxLength={300}
          dir="auto"
        />
      </>
    );
  else
    body = (
      <>
        <label htmlFor={fieldId} className="text-sm font-semibold">
          {prompt.kind === "link" ? t("studio.articles.linkPrompt.label") : t("studio.articles.videoPrompt.label")}
        </label>
        <input
          id={fieldId}
          value={value}
          dir="ltr"
          inputMode="url"
          aria-invalid={error ? "true" : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => (setValue(event.target.value), setError(""))}
          onKeyDown={(event) => event.key === "Enter" && (event.preventDefault(), apply())}
          className={studioInputClass(!!error)}
        />
        {prompt.kind === "link" && <p className="text-xs text-muted">{t("studio.articles.linkPrompt.hint")}</p>}
        {prompt.kind === "video" && (
          <>
            <label htmlFor={titleId} className="text-sm font-semibold">
              {t("studio.articles.videoPrompt.caption")}
            </label>
            <input
              id={titleId}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              className={studioInputClass(false)}
              maxLength={200}
              dir="auto"
            />
          </>
        )}
      </>
    );
  return (
    <Dialog onClose={() => close(null)} className="h-fit w-[min(30rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-6">
      <DialogTitle className="text-lg font-extrabold">{t(`studio.articles.${texts}.title`)}</DialogTitle>
      <div className="mt-4 grid gap-2">
        {body}
        {error && (
          <p id={errorId} role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
      </div>
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" className="btn-ghost py-2 text-sm" onClick={() => close(null)}>
          {t(`studio.articles.${texts}.cancel`)}
        </button>
        <button type="button" className="btn-primary py-2 text-sm" disabled={uploading || (prompt.kind === "image" && !image)} onClick={apply}>
          {t(`studio.articles.${texts}.apply`)}
        </button>
      </div>
    </Dialog>
  );
}
