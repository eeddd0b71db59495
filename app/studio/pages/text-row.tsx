import { sideOfArabic, sideOfEnglish } from "../kit/bilingual-field";
import { memo, useContext, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { RotateCcw } from "lucide-react";
import { Field } from "~/components/ui/field";
import type { ShippedText } from "#core/content/shipped-texts";
import type { Lang } from "#core/i18n/languages";
import { useStudioT } from "../kit/use-studio-t";
import { checkText, metaCount, type TextProblem } from "./text-checks";
import { slugAddressOf } from "./text-groups";
import { FactsContext, OwnerNameContext } from "./owner-name";
import { pageTitle } from "#core/content/page-title";
import { BehindNote } from "../kit/behind-note";

export type RowProblems = Partial<Record<Lang, TextProblem>>;
/** Saves languages of one text (a value equal to the shipped text removes the override); answers the refused languages. */
export type SaveText = (entry: ShippedText, values: Partial<Record<Lang, string>>, reset: boolean) => Promise<RowProblems>;
export type EditText = (key: string, lang: Lang, value: string | undefined) => void;
/** Marks a language of a text as still in step with the other; answers whether it was saved. */
export type ConfirmText = (entry: ShippedText, lang: Lang) => Promise<boolean>;

type Props = {
  entry: ShippedText;
  /** The text's name in words ("Search result title"). */
  label: string;
  /** The group it belongs to, in search results and the list of changes. */
  groupLabel?: string | undefined;
  overrideAr: string | undefined;
  overrideEn: string | undefined;
  editAr: string | undefined;
  editEn: string | undefined;
  /** When a language may be out of date: what the other language said when the two were last in step. */
  behindAr: string | undefined;
  behindEn: string | undefined;
  /** It names items he removed from a list: the sentence saying which (issue 44, item 3). */
  gone?: string | undefined;
  /** Another text is being saved: one save at a time keeps the draft's version in step. */
  locked: boolean;
  onEdit: EditText;
  onSave: SaveText;
  onConfirm: ConfirmText;
};

const languagesInRow: Lang[] = ["ar", "en"];

/** One page text: Arabic and English side by side, each with its changed marker, reset and checks. */
export const TextRow = memo(function TextRow({
  entry,
  label,
  groupLabel,
  overrideAr,
  overrideEn,
  editAr,
  editEn,
  behindAr,
  behindEn,
  gone,
  locked,
  onEdit,
  onSave,
  onConfirm,
}: Props) {
  const { t } = useStudioT();
  const id = useId();
  const titleId = `${id}-title`;
  const [problems, setProblems] = useState<RowProblems>({});
  const [saving, setSaving] = useState(false);
  const fields = useRef<Partial<Record<Lang, HTMLTextAreaElement | HTMLInputElement | null>>>({});
  const override: Record<Lang, string | undefined> = { ar: overrideAr, en: overrideEn };
  const edit: Record<Lang, string | undefined> = { ar: editAr, en: editEn };
  const behind: Record<Lang, string | undefined> = { ar: behindAr, en: behindEn };
  const saved = (lang: Lang) => override[lang] ?? entry[lang];
  // A plural form only one language has (Arabic "_few", "_many"…) is edited in that language alone.
  const rowLanguages = entry.only ? [entry.only] : languagesInRow;
  const dirty = rowLanguages.filter((lang) => edit[lang] !== undefined && edit[lang] !== saved(lang));

  const run = async (values: Partial<Record<Lang, string>>, reset: boolean) => {
    const langs = Object.keys(values) as Lang[];
    const found: RowProblems = {};
    for (const lang of langs) {
      const problem = checkText(entry, lang, values[lang]!);
      if (problem) found[lang] = problem;
    }
    if (Object.keys(found).length === 0) {
      setSaving(true);
      Object.assign(found, await onSave(entry, values, reset));
      setSaving(false);
    }
    setProblems((current) => {
      const next = { ...current };
      for (const lang of langs) delete next[lang];
      return { ...next, ...found };
    });
    const first = rowLanguages.find((lang) => found[lang]);
    if (first) fields.current[first]?.focus();
  };

  const save = () => {
    if (dirty.length === 0 || locked) return;
    void run(Object.fromEntries(dirty.map((lang) => [lang, edit[lang]!])), false);
  };
  const reset = (lang: Lang) => {
    if (override[lang] === undefined) {
      // Only an unsaved edit: nothing to store.
      onEdit(entry.key, lang, undefined);
      setProblems(({ [lang]: _gone, ...rest }) => rest);
      return;
    }
    onEdit(entry.key, lang, undefined);
    void run({ [lang]: entry[lang] }, true);
  };

  return (
    <div role="group" aria-labelledby={titleId} aria-busy={saving} className="card grid gap-3 p-4" data-testid="text-row" data-key={entry.key}>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 id={titleId} className="text-sm font-bold">
          {label}
        </h3>
        <p className="min-w-0 text-xs text-muted">
          <span className="sr-only">{t("studio.pages.key")}: </span>
          <code className="break-all" data-testid="text-key">
            {entry.key}
          </code>
        </p>
        {groupLabel && (
          <p className="w-full text-xs text-muted" data-testid="text-group">
            {t("studio.pages.in")}: {groupLabel}
          </p>
        )}
      </div>
      {gone && (
        <p role="note" className="rounded-lg border border-warning/50 bg-warning/10 px-3 py-2 text-sm text-warning" data-testid="text-names-gone">
          {gone}
        </p>
      )}
      {entry.only && (
        <p className="text-xs text-muted" data-testid="only-language">
          {t(`studio.pages.onlyIn.${entry.only}`)}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        {rowLanguages.map((lang) => (
          // Arabic on the right, English on the left, as in the list editors: each language reads from its own outer edge.
          <div key={lang} className={`min-w-0 ${lang === "ar" ? sideOfArabic : sideOfEnglish}`}>
            <LangField
              id={`${id}-${lang}`}
              slugNoteId={entry.slug ? `${id}-slug-note` : undefined}
              entry={entry}
              lang={lang}
              rowLabel={label}
              value={edit[lang] ?? saved(lang)}
              changed={override[lang] !== undefined}
              edited={edit[lang] !== undefined && edit[lang] !== saved(lang)}
              problem={problems[lang]}
              disabled={saving}
              fieldRef={(element) => {
                fields.current[lang] = element;
              }}
              onChange={(value) => {
                onEdit(entry.key, lang, value === saved(lang) ? undefined : value);
                if (problems[lang]) setProblems(({ [lang]: _gone, ...rest }) => rest);
              }}
              onReset={() => reset(lang)}
              onEnter={save}
              locked={locked}
            />
            {behind[lang] !== undefined && !entry.only && (
              <BehindNote
                lang={lang}
                was={behind[lang]}
                now={saved(lang === "ar" ? "en" : "ar")}
                disabled={saving || locked}
                onConfirm={async () => {
                  setSaving(true);
                  await onConfirm(entry, lang);
                  setSaving(false);
                }}
              />
            )}
          </div>
        ))}
      </div>
      {entry.slug && (
        <p id={`${id}-slug-note`} className="text-xs leading-5 text-muted" data-testid="slug-note">
          {t("studio.pages.slugNote")}
        </p>
      )}
      {dirty.length > 0 && (
        <div className="flex flex-wrap justify-end gap-2">
          <button
            type="button"
            className="btn-ghost py-1.5 text-sm"
            onClick={() => {
              for (const lang of dirty) onEdit(entry.key, lang, undefined);
              setProblems({});
            }}
            disabled={saving}
            aria-describedby={titleId}
          >
            {t("studio.pages.undo")}
          </button>
          <button
            type="button"
            className="btn-primary py-1.5 text-sm"
            onClick={save}
            disabled={saving || locked}
            aria-busy={saving}
            aria-describedby={titleId}
            data-testid="text-save"
          >
            {saving ? t("studio.pages.saving") : t("studio.pages.save")}
          </button>
        </div>
      )}
    </div>
  );
});

type FieldProps = {
  id: string;
  /** The row's note on changing an address (slugs only). */
  slugNoteId: string | undefined;
  entry: ShippedText;
  lang: Lang;
  rowLabel: string;
  value: string;
  changed: boolean;
  edited: boolean;
  problem: TextProblem | undefined;
  disabled: boolean;
  locked: boolean;
  fieldRef: (element: HTMLTextAreaElement | HTMLInputElement | null) => void;
  onChange: (value: string) => void;
  onReset: () => void;
  onEnter: () => void;
};

function LangField({
  id,
  slugNoteId,
  entry,
  lang,
  rowLabel,
  value,
  changed,
  edited,
  problem,
  disabled,
  locked,
  fieldRef,
  onChange,
  onReset,
  onEnter,
}: FieldProps) {
  const { t } = useStudioT();
  const arabic = lang === "ar";
  const languageName = arabic ? t("studio.pages.arabic") : t("studio.pages.english");
  // A page's title goes out with his name after it when both fit: the counter counts the title as sent, and says so.
  const ownerName = useContext(OwnerNameContext)?.[lang];
  // A text with facts in it ({campaigns}) reads as its page will show it: counted and shown that way.
  const writeFacts = useContext(FactsContext);
  const shown = writeFacts ? writeFacts(value, lang) : value;
  const sent = ownerName && /(^|[:.])meta\.title$/.test(entry.key) && shown.trim() ? pageTitle(shown.trim(), ownerName) : null;
  const counter = entry.meta ? { ...metaCount(sent ?? shown, entry.meta), over: metaCount(shown, entry.meta).over } : undefined;
  const ids = { counter: `${id}-counter`, over: `${id}-over`, slug: `${id}-slug`, facts: `${id}-facts` };
  const common = {
    ref: fieldRef,
    value,
    dir: arabic ? "rtl" : "ltr",
    lang,
    // Read-only while saving, not disabled: the field keeps the keyboard focus.
    readOnly: disabled,
    "data-testid": `text-${lang}`,
    onChange: (event: ChangeEvent<HTMLTextAreaElement | HTMLInputElement>) => onChange(event.target.value),
    className: `w-full rounded-lg border bg-bg/60 px-3 py-2 text-base leading-7 text-fg focus:border-accent ${problem ? "border-danger" : "border-line"}`,
  } as const;
  const saveOnEnter = (event: KeyboardEvent) => {
    // In a text box Enter is a new line; Ctrl+Enter (or ⌘+Enter) saves, and Enter saves a one-line address.
    if (event.key === "Enter" && (entry.slug || event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (!locked) onEnter();
    }
  };

  return (
    <Field
      id={id}
      className="grid content-start gap-1.5"
      testId={`text-field-${lang}`}
      labelRowClassName="flex min-h-8 flex-wrap items-center gap-2"
      label={
        <>
          {languageName}
          <span className="sr-only"> — {rowLabel}</span>
        </>
      }
      labelAside={
        <>
          {changed && (
            <span className="rounded-full border border-info/60 px-2 py-0.5 text-xs font-semibold text-info" data-testid="changed-marker">
              {t("studio.pages.changed")}
            </span>
          )}
          {(changed || edited) && (
            <button
              type="button"
              className="ms-auto inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold text-muted hover:bg-fg/10 hover:text-fg disabled:opacity-50"
              onClick={onReset}
              disabled={disabled || (changed && locked)}
              aria-label={`${changed ? t("studio.pages.reset") : t("studio.pages.resetEdit")}: ${languageName}`}
              data-testid={`text-reset-${lang}`}
            >
              <RotateCcw className="size-3.5" aria-hidden />
              {changed ? t("studio.pages.reset") : t("studio.pages.resetEdit")}
            </button>
          )}
        </>
      }
      error={problem && problemText(t, problem)}
      errorFirst
      errorClassName="text-sm text-danger"
      errorTestId="text-error"
      describedBy={[
        counter && ids.counter,
        counter?.over && ids.over,
        shown !== value && ids.facts,
        entry.slug && value.trim() && ids.slug,
        slugNoteId,
      ]}
      after={
        <>
          {counter && (
            <p
              id={ids.counter}
              className={`text-xs ${counter.over ? "font-semibold text-warning" : "text-muted"}`}
              data-testid="meta-counter"
              data-over={counter.over}
            >
              {t("studio.pages.counter", { count: entry.meta, length: counter.count })}
              {sent && (
                <>
                  {" · "}
                  {t(sent === value.trim() ? "studio.pages.sentWithoutName" : "studio.pages.sentAs")}{" "}
                  <bdi lang={lang} dir={arabic ? "rtl" : "ltr"} className="text-fg" data-testid="title-as-sent">
                    {sent}
                  </bdi>
                </>
              )}
            </p>
          )}
          {entry.meta && (
            <p id={ids.over} aria-live="polite" className="text-xs text-warning" data-testid="meta-warning">
              {counter?.over ? t("studio.pages.over", { count: entry.meta }) : ""}
            </p>
          )}
          {shown !== value && (
            <p id={ids.facts} className="text-xs leading-5 text-muted" data-testid="facts-rendered">
              {t("studio.pages.readsAs")}{" "}
              <bdi lang={lang} dir={arabic ? "rtl" : "ltr"} className="text-fg">
                {shown}
              </bdi>
            </p>
          )}
          {entry.slug && value.trim() && (
            <p id={ids.slug} className="text-xs leading-5 text-muted">
              {t("studio.pages.slugAddress")}{" "}
              <code dir="ltr" className="break-all" data-testid="slug-address">
                {slugAddressOf(entry.key, lang, value.trim())}
              </code>
            </p>
          )}
          {changed && (
            <p className="line-clamp-2 text-xs leading-5 text-muted" data-testid="shipped-text">
              {t("studio.pages.shipped")}{" "}
              <span dir={arabic ? "rtl" : "ltr"} lang={lang}>
                {entry[lang]}
              </span>
            </p>
          )}
        </>
      }
    >
      {(control) =>
        entry.slug ? (
          <input type="text" autoComplete="off" spellCheck={false} {...control} {...common} onKeyDown={saveOnEnter} />
        ) : (
          <textarea
            rows={1}
            {...control}
            {...common}
            onKeyDown={saveOnEnter}
            className={`${common.className} field-sizing-content max-h-80 min-h-11 resize-y`}
          />
        )
      }
    </Field>
  );
}

type T = ReturnType<typeof useStudioT>["t"];
function problemText(t: T, problem: TextProblem): string {
  if (problem.code === "placeholders") {
    if (problem.missing?.length) return t("studio.pages.errors.placeholders", { list: problem.missing.join(", ") });
    return t("studio.pages.errors.placeholdersExtra", { list: (problem.extra ?? []).join(", ") });
  }
  return t(`studio.pages.errors.${problem.code}`);
}
