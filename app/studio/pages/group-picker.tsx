import { groupSections, type Overrides, type TextGroup } from "./text-groups";
import { changedCount } from "./text-search";
import { groupLabel, navLabel } from "./group-labels";
import type { useStudioT } from "../kit/use-studio-t";

type T = ReturnType<typeof useStudioT>["t"];

/** The id of the list of the draft's changed texts, picked like a group. */
export const changedGroupId = "changed";
/** The id of the list of texts whose translation may be out of date (issue 43, item 7). */
export const behindGroupId = "behind";
/** The id of the list of shipped texts that name items he removed (issue 44, item 3). */
export const staleGroupId = "stale";

/** The groups: a list beside the texts on wide screens, a select above them on a phone. */
export function GroupPicker({
  groups,
  selectedId,
  changed,
  behind,
  stale,
  overrides,
  onSelect,
  t,
}: {
  groups: TextGroup[];
  selectedId: string;
  changed: number;
  /** Texts with a language that may be out of date. */
  behind: number;
  /** Shipped texts that name items he removed. */
  stale: number;
  overrides: Overrides;
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
          className="w-full rounded-lg border border-line bg-bg px-3 py-2.5 text-base text-fg focus:border-accent"
          data-testid="pages-group-select"
        >
          {!selectedId && <option value="">{t("studio.pages.search.results")}</option>}
          {changed > 0 && (
            <option value={changedGroupId}>
              {t("studio.pages.groups.changed")} ({t("studio.pages.changedCount", { count: changed })})
            </option>
          )}
          {behind > 0 && (
            <option value={behindGroupId}>
              {t("studio.pages.groups.behind")} ({t("studio.pages.behindCount", { count: behind })})
            </option>
          )}
          {stale > 0 && (
            <option value={staleGroupId}>
              {t("studio.pages.groups.stale")} ({t("studio.pages.behindCount", { count: stale })})
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
        {(changed > 0 || behind > 0 || stale > 0) && (
          <GroupList id="changed" title={t("studio.pages.sections.changed")}>
            {changed > 0 && (
              <GroupLink
                id={changedGroupId}
                label={t("studio.pages.groups.changed")}
                count={changed}
                current={selectedId === changedGroupId}
                onClick={() => onSelect(changedGroupId, true)}
                t={t}
              />
            )}
            {behind > 0 && (
              <GroupLink
                id={behindGroupId}
                label={t("studio.pages.groups.behind")}
                count={behind}
                countText={t("studio.pages.behindCount", { count: behind })}
                current={selectedId === behindGroupId}
                onClick={() => onSelect(behindGroupId, true)}
                t={t}
              />
            )}
            {stale > 0 && (
              <GroupLink
                id={staleGroupId}
                label={t("studio.pages.groups.stale")}
                count={stale}
                countText={t("studio.pages.behindCount", { count: stale })}
                current={selectedId === staleGroupId}
                onClick={() => onSelect(staleGroupId, true)}
                t={t}
              />
            )}
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
  countText,
  current,
  onClick,
  t,
}: {
  id: string;
  label: string;
  count: number;
  /** What the count counts, for screen readers (changed texts unless said). */
  countText?: string;
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
            <span className="sr-only">, {countText ?? t("studio.pages.changedCount", { count })}</span>
          </span>
        )}
      </button>
    </li>
  );
}
