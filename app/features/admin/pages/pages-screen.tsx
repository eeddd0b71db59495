import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { FactsContext, OwnerNameContext } from "./owner-name";
import { useFactWriter } from "../use-facts";
import { useSearchParams } from "react-router";
import { Search, X } from "lucide-react";
import { Spinner } from "~/components/ui/spinner";
import type { ShippedText, ShippedTexts } from "#core/content/shipped-texts";
import type { Lang } from "#core/i18n/languages";
import { StudioContentProvider, useStudioContent } from "../studio-content";
import { StudioShell } from "../studio-shell";
import { useAdminT } from "../use-admin-t";
import { useLeaveGuard } from "../leave-guard";
import { useStudioLanguage } from "../studio-language";
import {
  buildGroups,
  changedCount,
  changedTexts,
  groupSections,
  previewPath,
  readableKey,
  searchTexts,
  withText,
  type KeyWords,
  type TextGroup,
  type TextMatch,
} from "./text-groups";
import { TextRow, type EditText, type RowProblems, type SaveText } from "./text-row";
import { RestoredEdits, useKeptPageEdits } from "./kept-edits";
import { ShareCards } from "./share-card-preview";
import { pageCardKey } from "#core/content/page-meta-key";
import type { ShareCardPreview } from "#core/content/share-card-wire";

const changedGroupId = "changed";
const searchLimit = 100;

/** /admin/pages: every shipped page text, editable as an override in the draft. */
export function PagesScreen({ anonKey }: { anonKey: string }) {
  // The preview opens the page the owner is editing; the editor inside the provider tells which.
  const [preview, setPreview] = useState("/");
  return (
    <StudioShell anonKey={anonKey}>
      {(api) => (
        <StudioContentProvider api={api} previewPath={preview}>
          <PagesEditor onPreviewPath={setPreview} />
        </StudioContentProvider>
      )}
    </StudioShell>
  );
}

type T = ReturnType<typeof useAdminT>["t"];
const groupLabel = (t: T, group: TextGroup) => t(`studio.pages.groups.${group.kind}`, { name: group.name });
/** In the list, under its section's heading: "Web Design" rather than "Service — Web Design". */
function navLabel(t: T, group: TextGroup): string {
  const kind = group.kind;
  if (kind === "service" || kind === "sector" || kind === "landing" || kind === "tool") return group.name;
  if (kind === "servicesPage" || kind === "sectorsPage" || kind === "landingShared" || kind === "toolsPage")
    return t(`studio.pages.navGroups.${kind}`);
  return groupLabel(t, group);
}

function PagesEditor({ onPreviewPath }: { onPreviewPath: (path: string) => void }) {
  const { t } = useAdminT();
  const { lang } = useStudioLanguage();
  const { content, update, api } = useStudioContent();
  const [texts, setTexts] = useState<ShippedTexts | null>(null);
  // Items (tools…) are named, and texts labelled, in the studio's language.
  const groups = useMemo(() => (texts ? buildGroups(texts, lang) : null), [texts, lang]);
  // The words the labels are made of; should the texts lack them (a missing key reads as the key), English words from the key.
  const keyWords = useMemo((): KeyWords | undefined => {
    const words: unknown = t("studio.pages.keyWords", { returnObjects: true });
    return words && typeof words === "object" ? (words as KeyWords) : undefined;
  }, [t]);
  const [failed, setFailed] = useState(false);
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState("");
  const deferredQuery = useDeferredValue(query);
  const { edits, setEdits, restored, dismissRestored } = useKeptPageEdits();
  const [savingKey, setSavingKey] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const overrides = content.document.texts;
  // The draft's published facts, written into a text as its page will show it.
  const writeFacts = useFactWriter();

  const load = useCallback(async () => {
    setFailed(false);
    try {
      setTexts(await api.content.texts());
    } catch {
      setFailed(true);
    }
  }, [api]);
  useEffect(() => void load(), [load]);
  // His name, as page titles carry it: the title counters count and show the title as sent.
  const [ownerName, setOwnerName] = useState<Record<Lang, string> | null>(null);
  useEffect(() => {
    let live = true;
    api.settings.get().then(
      (settings) => live && setOwnerName({ ar: settings.values.ownerNameAr, en: settings.values.ownerNameEn }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);

  // The published pages' share cards; read again after each publish, when they change.
  const [shareCards, setShareCards] = useState<ShareCardPreview[] | undefined>();
  const [shareCardsFailed, setShareCardsFailed] = useState(false);
  const publishedRevision = content.published.id;
  useEffect(() => {
    let live = true;
    setShareCardsFailed(false);
    api.content.shareCards().then(
      (cards) => live && setShareCards(cards),
      () => live && setShareCardsFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api, publishedRevision]);

  const selectedId = params.get("group") ?? "home";
  const selected = groups?.find((group) => group.id === selectedId) ?? groups?.[0];
  const select = (id: string, focus: boolean) => {
    setQuery("");
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("group", id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    if (focus) requestAnimationFrame(() => heading.current?.focus({ preventScroll: true }));
  };

  useEffect(() => {
    if (selected && selectedId !== changedGroupId) onPreviewPath(previewPath(selected, overrides, "ar"));
  }, [selected, selectedId, overrides, onPreviewPath]);

  // Unsaved edits would be lost on leaving: the browser asks first, and so does a move to another studio screen.
  const unsaved = Object.keys(edits).length;
  useLeaveGuard(unsaved > 0, t("studio.pages.leaveConfirm", { count: unsaved }));

  const onEdit = useCallback<EditText>(
    (key, lang, value) => {
      setEdits((current) => {
        const entry = { ...current[key] };
        if (value === undefined) delete entry[lang];
        else entry[lang] = value;
        const { [key]: _old, ...rest } = current;
        return Object.keys(entry).length ? { ...rest, [key]: entry } : rest;
      });
    },
    [setEdits],
  );

  // The latest update(): it closes over the draft version, and rows are memoised.
  const updateRef = useRef(update);
  useEffect(() => {
    updateRef.current = update;
  }, [update]);
  const onSave = useCallback<SaveText>(
    async (entry, values, reset) => {
      setSavingKey(entry.key);
      try {
        const result = await updateRef.current(
          (document) => withText(document, entry, values),
          reset ? t("studio.pages.resetDone") : t("studio.pages.saved"),
        );
        const langs = Object.keys(values) as Lang[];
        if (result.ok) {
          for (const lang of langs) onEdit(entry.key, lang, undefined);
          return {};
        }
        const found: RowProblems = {};
        for (const problem of result.problems) {
          const [, lang, key] = /^texts\.(ar|en)\.(.+)$/.exec(problem.path) ?? [];
          if (lang !== "ar" && lang !== "en") continue;
          // A taken slug may be reported on the other page that has it.
          if (key === entry.key || (entry.slug && problem.code === "slug_taken" && langs.includes(lang))) {
            found[lang] = { code: problem.code as NonNullable<RowProblems[Lang]>["code"] };
          }
        }
        return found;
      } finally {
        setSavingKey(null);
      }
    },
    [onEdit, t],
  );

  const search = useMemo(
    () => (groups && deferredQuery.trim() ? searchTexts(groups, overrides, deferredQuery, searchLimit) : undefined),
    [groups, overrides, deferredQuery],
  );
  const changed = useMemo(() => (groups ? changedTexts(groups, overrides) : []), [groups, overrides]);

  // A search (or another group) started far down a long page shows the results from their first line, below the
  // draft bar; on a phone the search box sits above them and stays in sight while typing.
  const searching = Boolean(search);
  const panel = useRef<HTMLElement>(null);
  const controls = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const wide = window.matchMedia("(min-width: 64rem)").matches;
    const target = wide ? panel.current : controls.current;
    const bar = document.querySelector<HTMLElement>('[data-testid="draft-bar"]')?.offsetHeight ?? 0;
    const top = target ? target.getBoundingClientRect().top - bar - 8 : 0;
    if (top < 0) window.scrollBy({ top });
  }, [searching, selectedId]);

  if (failed) {
    return (
      <main className="mx-auto grid max-w-3xl justify-items-start gap-3 px-4 py-10">
        <p role="alert">{t("studio.pages.loadFailed")}</p>
        <button type="button" className="btn-ghost" onClick={() => void load()}>
          {t("studio.pages.retry")}
        </button>
      </main>
    );
  }
  if (!groups || !selected) return <Spinner label={t("loading")} className="min-h-96" />;

  const showChanged = selectedId === changedGroupId && !search;
  const rowsOf = (matches: TextMatch[], withGroup: boolean) =>
    matches.map(({ entry, group }) => (
      <Row
        key={entry.key}
        entry={entry}
        group={group}
        withGroup={withGroup}
        t={t}
        keyWords={keyWords}
        overrides={overrides}
        edit={edits[entry.key]}
        locked={savingKey !== null && savingKey !== entry.key}
        onEdit={onEdit}
        onSave={onSave}
      />
    ));

  return (
    <OwnerNameContext.Provider value={ownerName}>
      <FactsContext.Provider value={writeFacts}>
        <main className="mx-auto max-w-7xl px-4 py-6" data-testid="pages-screen">
          <h1 className="text-2xl font-extrabold">{t("studio.pages.title")}</h1>
          <p className="mt-1 max-w-3xl text-sm leading-6 text-muted">{t("studio.pages.lead")}</p>
          <p className="mt-1 max-w-3xl text-sm leading-6 text-muted" data-testid="facts-hint">
            {t("studio.pages.factsHint")}
          </p>
          {restored && groups && (
            <div className="mt-4">
              <RestoredEdits
                restored={restored}
                edits={edits}
                groups={groups}
                groupLabel={(group) => groupLabel(t, group)}
                onSelect={(id) => select(id, true)}
                onDismiss={dismissRestored}
              />
            </div>
          )}

          <div className="mt-5 grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)]">
            <div ref={controls} className="grid content-start gap-4 lg:sticky lg:top-16 lg:max-h-[calc(100dvh-5rem)] lg:overflow-y-auto lg:pe-1">
              <SearchBox query={query} onChange={setQuery} t={t} />
              <GroupPicker
                groups={groups}
                selectedId={search ? "" : selectedId}
                changed={changed.length}
                overrides={overrides}
                onSelect={select}
                t={t}
              />
            </div>

            <section
              ref={panel}
              aria-labelledby="pages-panel-title"
              className="grid min-w-0 scroll-mt-20 content-start gap-4"
              data-testid="pages-panel"
            >
              {search ? (
                <>
                  <h2 id="pages-panel-title" ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
                    {t("studio.pages.search.results")}
                  </h2>
                  <SearchSummary total={search.total} shown={search.matches.length} query={deferredQuery.trim()} t={t} />
                  {rowsOf(search.matches, true)}
                </>
              ) : showChanged ? (
                <>
                  <h2 id="pages-panel-title" ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
                    {t("studio.pages.groups.changed")}
                  </h2>
                  {changed.length === 0 ? <p className="text-muted">{t("studio.pages.noChanges")}</p> : rowsOf(changed, true)}
                </>
              ) : (
                <>
                  <header className="grid gap-1">
                    <h2 id="pages-panel-title" ref={heading} tabIndex={-1} className="text-xl font-bold outline-none" data-testid="group-title">
                      {groupLabel(t, selected)}
                    </h2>
                    <p className="text-sm text-muted">
                      {t("studio.pages.textCount", { count: selected.entries.length })}
                      {" · "}
                      {selected.page.kind === "home" && selected.kind !== "home" ? (
                        t("studio.pages.noPage")
                      ) : (
                        <>
                          {t("studio.pages.pageAt")} {/* Addresses read left to right in the Arabic studio too. */}
                          <code dir="ltr" className="break-all" data-testid="group-path">
                            {decodeURIComponent(previewPath(selected, overrides, "ar"))}
                          </code>
                          {" · "}
                          <code dir="ltr" className="break-all">
                            {decodeURIComponent(previewPath(selected, overrides, "en"))}
                          </code>
                        </>
                      )}
                    </p>
                  </header>
                  {!(selected.page.kind === "home" && selected.kind !== "home") && (
                    <ShareCards
                      cards={shareCards?.filter((card) => card.key === pageCardKey(selected.page))}
                      failed={shareCardsFailed}
                      imageKey={pageCardKey(selected.page)}
                      withDefault={selected.page.kind === "home"}
                      t={t}
                    />
                  )}
                  {rowsOf(
                    selected.entries.map((entry) => ({ entry, group: selected })),
                    false,
                  )}
                </>
              )}
              {unsaved > 0 && (
                <p className="sticky bottom-0 rounded-lg border border-warning/50 bg-warning-panel px-3 py-2 text-sm text-warning" role="status">
                  {t("studio.pages.unsaved", { count: unsaved })}
                </p>
              )}
            </section>
          </div>
        </main>
      </FactsContext.Provider>
    </OwnerNameContext.Provider>
  );
}

/** One row with its props taken apart, so unchanged rows skip re-rendering while another is typed in. */
function Row({
  entry,
  group,
  withGroup,
  t,
  keyWords,
  overrides,
  edit,
  locked,
  onEdit,
  onSave,
}: {
  entry: ShippedText;
  group: TextGroup;
  withGroup: boolean;
  t: T;
  keyWords: KeyWords | undefined;
  overrides: ReturnType<typeof useStudioContent>["content"]["document"]["texts"];
  edit: Partial<Record<Lang, string>> | undefined;
  locked: boolean;
  onEdit: EditText;
  onSave: SaveText;
}) {
  return (
    <TextRow
      entry={entry}
      label={readableKey(entry.key, group.prefixes, keyWords)}
      groupLabel={withGroup ? groupLabel(t, group) : undefined}
      overrideAr={overrides.ar[entry.key]}
      overrideEn={overrides.en[entry.key]}
      editAr={edit?.ar}
      editEn={edit?.en}
      locked={locked}
      onEdit={onEdit}
      onSave={onSave}
    />
  );
}

function SearchBox({ query, onChange, t }: { query: string; onChange: (query: string) => void; t: T }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor="pages-search" className="text-sm font-semibold">
        {t("studio.pages.search.label")}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden />
        <input
          id="pages-search"
          type="search"
          enterKeyHint="search"
          value={query}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t("studio.pages.search.placeholder")}
          autoComplete="off"
          dir="auto"
          className="w-full rounded-lg border border-line bg-bg/60 py-2.5 ps-9 pe-10 text-base text-fg outline-none focus:border-accent [&::-webkit-search-cancel-button]:appearance-none"
          data-testid="pages-search"
        />
        {query && (
          <button
            type="button"
            onClick={() => onChange("")}
            aria-label={t("studio.pages.search.clear")}
            className="absolute end-1.5 top-1/2 grid size-8 -translate-y-1/2 place-items-center rounded-md text-muted hover:bg-fg/10 hover:text-fg"
          >
            <X className="size-4" aria-hidden />
          </button>
        )}
      </div>
    </div>
  );
}

function SearchSummary({ total, shown, query, t }: { total: number; shown: number; query: string; t: T }) {
  return (
    <div role="status" className="grid gap-1 text-sm" data-testid="search-summary" data-total={total}>
      <p>{total === 0 ? t("studio.pages.search.none", { query }) : t("studio.pages.search.count", { count: total, query })}</p>
      {total > shown && <p className="text-warning">{t("studio.pages.search.capped", { count: shown })}</p>}
    </div>
  );
}

/** The groups: a list beside the texts on wide screens, a select above them on a phone. */
function GroupPicker({
  groups,
  selectedId,
  changed,
  overrides,
  onSelect,
  t,
}: {
  groups: TextGroup[];
  selectedId: string;
  changed: number;
  overrides: ReturnType<typeof useStudioContent>["content"]["document"]["texts"];
  onSelect: (id: string, focus: boolean) => void;
  t: T;
}) {
  const sections = groupSections
    .map((section) => ({ section, groups: groups.filter((group) => group.section === section) }))
    .filter((entry) => entry.groups.length > 0);
  const countOf = (group: TextGroup) => changedCount(group, overrides);

  return (
    <>
      <div className="grid gap-1.5 lg:hidden">
        <label htmlFor="pages-group" className="text-sm font-semibold">
          {t("studio.pages.groupSelect")}
        </label>
        <select
          id="pages-group"
          value={selectedId}
          onChange={(event) => onSelect(event.target.value, false)}
          className="w-full rounded-lg border border-line bg-bg px-3 py-2.5 text-base text-fg outline-none focus:border-accent"
          data-testid="pages-group-select"
        >
          {!selectedId && <option value="">{t("studio.pages.search.results")}</option>}
          {changed > 0 && (
            <option value={changedGroupId}>
              {t("studio.pages.groups.changed")} ({t("studio.pages.changedCount", { count: changed })})
            </option>
          )}
          {sections.map(({ section, groups: inSection }) => (
            <optgroup key={section} label={t(`studio.pages.sections.${section}`)}>
              {inSection.map((group) => {
                const count = countOf(group);
                return (
                  <option key={group.id} value={group.id}>
                    {groupLabel(t, group)}
                    {count > 0 ? ` (${t("studio.pages.changedCount", { count })})` : ""}
                  </option>
                );
              })}
            </optgroup>
          ))}
        </select>
      </div>

      <nav aria-label={t("studio.pages.groupsLabel")} className="hidden gap-4 lg:grid" data-testid="pages-groups">
        {changed > 0 && (
          <GroupList id="changed" title={t("studio.pages.sections.changed")}>
            <GroupLink
              id={changedGroupId}
              label={t("studio.pages.groups.changed")}
              count={changed}
              current={selectedId === changedGroupId}
              onClick={() => onSelect(changedGroupId, true)}
              t={t}
            />
          </GroupList>
        )}
        {sections.map(({ section, groups: inSection }) => (
          <GroupList key={section} id={section} title={t(`studio.pages.sections.${section}`)}>
            {inSection.map((group) => (
              <GroupLink
                key={group.id}
                id={group.id}
                label={navLabel(t, group)}
                count={countOf(group)}
                current={group.id === selectedId}
                onClick={() => onSelect(group.id, true)}
                t={t}
              />
            ))}
          </GroupList>
        ))}
      </nav>
    </>
  );
}

/** A heading and its groups; the heading's id comes from the section, not its title (Arabic titles have no \w letters). */
function GroupList({ id: section, title, children }: { id: string; title: string; children: React.ReactNode }) {
  const id = `pages-section-${section}`;
  return (
    <div>
      <h2 id={id} className="px-3 text-xs font-bold tracking-wide text-muted uppercase">
        {title}
      </h2>
      <ul aria-labelledby={id} className="mt-1 grid gap-0.5">
        {children}
      </ul>
    </div>
  );
}

function GroupLink({
  id,
  label,
  count,
  current,
  onClick,
  t,
}: {
  id: string;
  label: string;
  count: number;
  current: boolean;
  onClick: () => void;
  t: T;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onClick}
        aria-current={current ? "page" : undefined}
        className={`flex w-full items-center gap-2 rounded-lg px-3 py-1.5 text-start text-sm ${current ? "bg-fg/10 font-semibold text-fg" : "text-muted hover:bg-fg/5 hover:text-fg"}`}
        data-testid="pages-group"
        data-group={id}
      >
        <span className="min-w-0 flex-1">{label}</span>
        {count > 0 && (
          <span className="shrink-0 rounded-full bg-info/15 px-1.5 text-xs font-semibold text-info">
            <span aria-hidden>{count}</span>
            <span className="sr-only">, {t("studio.pages.changedCount", { count })}</span>
          </span>
        )}
      </button>
    </li>
  );
}
