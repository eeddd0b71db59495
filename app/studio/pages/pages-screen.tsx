import { useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import { FactsContext, OwnerNameContext } from "./owner-name";
import { useFactWriter } from "../kit/use-facts";
import { StudioContentProvider, useStudioContent } from "../kit/studio-content";
import { StudioShell } from "../kit/studio-shell";
import { useStudioT } from "../kit/use-studio-t";
import { useStudioLanguage } from "../kit/studio-language";
import { buildGroups, previewPath } from "./text-groups";
import type { KeyWords } from "./text-labels";
import { behindTexts, changedTexts, searchTexts, staleTexts, type TextMatch } from "./text-search";
import { useStudioFormats } from "../kit/studio-formats";
import { RestoredEdits } from "./kept-edits";
import { groupLabel } from "./group-labels";
import { behindGroupId, changedGroupId, GroupPicker, staleGroupId } from "./group-picker";
import { GroupIntro } from "./group-intro";
import { GroupTextRow } from "./group-text-row";
import { SearchBox, SearchSummary } from "./search-box";
import { useOwnerName, useShareCards, useShippedTexts } from "../kit/use-pages-data";
import { useTextEdits } from "./use-text-edits";

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

function PagesEditor({ onPreviewPath }: { onPreviewPath: (path: string) => void }) {
  const { t } = useStudioT();
  const { lang } = useStudioLanguage();
  const { content, api } = useStudioContent();
  const { texts, failed, load } = useShippedTexts(api);
  const ownerName = useOwnerName(api);
  const { shareCards, shareCardsFailed } = useShareCards(api, content.published.id, content.draft?.version);
  // Items (tools…) are named, and texts labelled, in the studio's language.
  const groups = useMemo(() => (texts ? buildGroups(texts, lang) : null), [texts, lang]);
  // The words the labels are made of; should the texts lack them (a missing key reads as the key), English words from the key.
  const keyWords = useMemo((): KeyWords | undefined => {
    const words: unknown = t("studio.pages.keyWords", { returnObjects: true });
    return words && typeof words === "object" ? (words as KeyWords) : undefined;
  }, [t]);
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState("");
  const deferredQuery = useDeferredValue(query);
  const { edits, restored, dismissRestored, unsaved, savingKey, onEdit, onSave, onConfirm } = useTextEdits();
  const heading = useRef<HTMLHeadingElement>(null);
  const overrides = content.document.texts;
  const steps = content.document.textSteps;
  // The draft's published facts, written into a text as its page will show it.
  const writeFacts = useFactWriter();

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
    if (selected && selectedId !== changedGroupId && selectedId !== behindGroupId && selectedId !== staleGroupId)
      onPreviewPath(previewPath(selected, overrides, "ar"));
  }, [selected, selectedId, overrides, onPreviewPath]);

  const search = useMemo(
    () => (groups && deferredQuery.trim() ? searchTexts(groups, overrides, deferredQuery, searchLimit) : undefined),
    [groups, overrides, deferredQuery],
  );
  const changed = useMemo(() => (groups ? changedTexts(groups, overrides) : []), [groups, overrides]);
  const behind = useMemo(() => (groups ? behindTexts(groups, steps) : []), [groups, steps]);
  // Shipped texts in his draft that name items he removed or hid (issue 44, item 3), with a sentence saying which.
  const formats = useStudioFormats();
  const staleNotes = useMemo(
    () =>
      new Map(
        (content.draftSamples.stale ?? []).map(({ key, list, names }) => [
          key,
          t("studio.pages.namesGone", {
            items: formats.list(names.map((name) => (lang === "ar" ? `«${name.ar}»` : `“${name.en}”`))),
            list: t(`studio.sections.${list}`),
          }),
        ]),
      ),
    [content.draftSamples.stale, formats, lang, t],
  );
  const stale = useMemo(() => (groups ? staleTexts(groups, new Set(staleNotes.keys())) : []), [groups, staleNotes]);

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
  const showBehind = selectedId === behindGroupId && !search;
  const showStale = selectedId === staleGroupId && !search;
  const rowsOf = (matches: TextMatch[], withGroup: boolean) =>
    matches.map(({ entry, group }) => (
      <GroupTextRow
        key={entry.key}
        entry={entry}
        group={group}
        withGroup={withGroup}
        t={t}
        keyWords={keyWords}
        overrides={overrides}
        steps={steps}
        gone={staleNotes.get(entry.key)}
        edit={edits[entry.key]}
        locked={savingKey !== null && savingKey !== entry.key}
        onEdit={onEdit}
        onSave={onSave}
        onConfirm={onConfirm}
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
                behind={behind.length}
                stale={stale.length}
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
              ) : showStale ? (
                <>
                  <h2 id="pages-panel-title" ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
                    {t("studio.pages.groups.stale")}
                  </h2>
                  <p className="text-sm leading-6 text-muted">{t("studio.pages.staleLead")}</p>
                  {stale.length === 0 ? <p className="text-muted">{t("studio.pages.noneStale")}</p> : rowsOf(stale, true)}
                </>
              ) : showBehind ? (
                <>
                  <h2 id="pages-panel-title" ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
                    {t("studio.pages.groups.behind")}
                  </h2>
                  {behind.length === 0 ? <p className="text-muted">{t("studio.pages.noneBehind")}</p> : rowsOf(behind, true)}
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
                  <GroupIntro
                    group={selected}
                    overrides={overrides}
                    shareCards={shareCards}
                    shareCardsFailed={shareCardsFailed}
                    headingRef={heading}
                    t={t}
                  />
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
