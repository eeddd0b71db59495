import { useEffect, useId, useMemo, useRef, useState } from "react";
import { ArrowLeftRight, ArrowUpDown, CircleCheck, CircleX, Info, Palette, TriangleAlert, Wand2 } from "lucide-react";
import { useT } from "~/i18n/use-lang";
import {
  checkContrast,
  closestPassingText,
  formatRatio,
  parseColour,
  toHex,
  toOpaqueHex,
  type ContrastResult,
  type CriterionId,
  type Rgba,
  type Verdict,
} from "./contrast";

type Role = "text" | "background";
type ColourState = { input: string; rgba: Rgba; error: "empty" | "invalid" | null };

function initial(input: string): ColourState {
  const parsed = parseColour(input);
  return { input, rgba: parsed.ok ? parsed.rgba : { r: 0, g: 0, b: 0, a: 1 }, error: null };
}

/**
 * What was typed stays in the field; a colour that cannot be read keeps the
 * last good one in use. The picker has no alpha: picking keeps the alpha the
 * typed colour had, so a semi-transparent colour stays semi-transparent.
 */
function typed(previous: ColourState, input: string, picked = false): ColourState {
  const parsed = parseColour(input);
  if (!parsed.ok) return { input, rgba: previous.rgba, error: parsed.error };
  if (!picked || previous.rgba.a === 1) return { input, rgba: parsed.rgba, error: null };
  const rgba = { ...parsed.rgba, a: previous.rgba.a };
  return { input: toHex(rgba), rgba, error: null };
}

/** Long enough that dragging across the colour picker does not read out every step. */
const announceDelay = 700;

const summaryKey = (shown: number) => (shown >= 7 ? "aaa" : shown >= 4.5 ? "aa" : shown >= 3 ? "large" : "fail");

/** Colour contrast checker (WCAG 2): everything is computed in the browser. */
export default function ContrastTool() {
  const { t } = useT("tool-contrast");
  const base = useId();
  const id = (part: string) => `${base}-${part}`;
  // The site's own accent under white text: a real pair that passes AA but not AAA.
  const [text, setText] = useState(() => initial("#ffffff"));
  const [background, setBackground] = useState(() => initial("#e11d2e"));
  const result = useMemo(() => checkContrast(text.rgba, background.rgba), [text.rgba, background.rgba]);
  const ratio = formatRatio(result.ratio);
  const summary = t(`result.summary.${summaryKey(result.shown)}`);

  // Announced once the values settle; the first result is on screen already and not read out.
  const message = t("result.announce", { ratio, summary });
  const [announcement, setAnnouncement] = useState("");
  const spoken = useRef(message);
  useEffect(() => {
    if (message === spoken.current) return;
    const timer = setTimeout(() => {
      spoken.current = message;
      setAnnouncement(message);
    }, announceDelay);
    return () => clearTimeout(timer);
  }, [message]);

  const swap = () => {
    setText(background);
    setBackground(text);
  };

  const passes = (criterion: CriterionId) => result.verdicts.some((verdict) => verdict.id === criterion && verdict.pass);
  // Offer the next level normal text does not reach yet.
  const target = !passes("aa-normal") ? { level: "AA", min: 4.5 } : !passes("aaa-normal") ? { level: "AAA", min: 7 } : null;
  const suggestion = target ? closestPassingText(result.text, result.background, target.min) : null;

  return (
    <div className="grid gap-6" data-testid="contrast-tool">
      <div className="card p-5 sm:p-7">
        <div className="grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
          <ColourField role="text" state={text} fieldId={id("text")} helpId={id("help")} onChange={(value, picked) => setText((previous) => typed(previous, value, picked))} />
          <div className="flex justify-center sm:pt-8">
            <button
              type="button"
              onClick={swap}
              className="grid size-12 place-items-center rounded-xl border border-line text-fg transition-colors hover:border-accent/60 hover:bg-white/5"
              aria-label={t("fields.swap")}
              title={t("fields.swap")}
              data-testid="contrast-swap"
            >
              <ArrowUpDown className="size-5 sm:hidden" aria-hidden />
              <ArrowLeftRight className="hidden size-5 sm:block" aria-hidden />
            </button>
          </div>
          <ColourField
            role="background"
            state={background}
            fieldId={id("background")}
            helpId={id("help")}
            onChange={(value, picked) => setBackground((previous) => typed(previous, value, picked))}
          />
        </div>
        <p id={id("help")} className="mt-4 text-xs leading-5 text-muted">
          {t("fields.help")}
        </p>
      </div>

      <section className="card grid gap-6 p-5 sm:p-7" aria-labelledby={id("result-title")} data-testid="contrast-result">
        <h2 id={id("result-title")} className="sr-only">
          {t("result.title")}
        </h2>
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <div className="grid gap-4">
            <div>
              <p className="text-sm font-semibold text-muted">{t("result.ratio")}</p>
              <p className="mt-1 text-5xl font-extrabold tabular-nums sm:text-6xl">
                <span dir="ltr" className="inline-block" data-testid="contrast-ratio">
                  {ratio}
                </span>
              </p>
              <p className="mt-3 text-base leading-7 font-semibold" data-testid="contrast-summary">
                {summary}
              </p>
            </div>
            <p role="status" aria-live="polite" className="sr-only" data-testid="contrast-announcement">
              {announcement}
            </p>
            {(result.textTranslucent || result.backgroundTranslucent) && (
              <div className="grid gap-1.5">
                {result.backgroundTranslucent && <Note text={t("notes.background", { colour: toOpaqueHex(result.background) })} testId="contrast-note-background" />}
                {result.textTranslucent && <Note text={t("notes.text", { colour: toOpaqueHex(result.text) })} testId="contrast-note-text" />}
              </div>
            )}
            {target && suggestion && (
              <div className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-bg/40 p-4" data-testid="contrast-suggestion">
                <Wand2 className="size-5 shrink-0 text-accent-text" aria-hidden />
                <p className="text-sm font-semibold">{t("suggest.title", { level: target.level })}</p>
                <span className="inline-flex items-center gap-2">
                  <span className="size-6 rounded-md border border-line" style={{ background: toOpaqueHex(suggestion) }} aria-hidden />
                  <span className="font-mono text-sm" dir="ltr" data-testid="contrast-suggestion-colour">
                    {toOpaqueHex(suggestion)}
                  </span>
                </span>
                <button
                  type="button"
                  className="ms-auto rounded-lg border border-line px-3 py-1.5 text-sm font-semibold transition-colors hover:border-accent/60"
                  onClick={() => setText(initial(toOpaqueHex(suggestion)))}
                  aria-label={t("suggest.useLabel", { colour: toOpaqueHex(suggestion) })}
                  data-testid="contrast-suggestion-use"
                >
                  {t("suggest.use")}
                </button>
              </div>
            )}
          </div>

          <div>
            <h3 id={id("preview-title")} className="text-sm font-semibold text-muted">
              {t("preview.title")}
            </h3>
            <div
              className="mt-2 rounded-xl border border-line p-5 sm:p-6"
              style={{ background: toOpaqueHex(result.background), color: toOpaqueHex(result.text) }}
              role="group"
              aria-labelledby={id("preview-title")}
              data-testid="contrast-preview"
            >
              <p className="text-2xl leading-snug font-normal">{t("preview.large")}</p>
              <p className="mt-3 text-base leading-7">{t("preview.normal")}</p>
              <span
                className="mt-5 inline-flex items-center gap-2 rounded-lg border-2 px-3 py-1.5 text-sm font-semibold"
                style={{ borderColor: toOpaqueHex(result.text) }}
              >
                <Palette className="size-4" aria-hidden />
                {t("preview.button")}
              </span>
            </div>
          </div>
        </div>

        <Verdicts result={result} />
      </section>
    </div>
  );
}

function ColourField({
  role,
  state,
  fieldId,
  helpId,
  onChange,
}: {
  role: Role;
  state: ColourState;
  fieldId: string;
  helpId: string;
  onChange: (value: string, picked: boolean) => void;
}) {
  const { t } = useT("tool-contrast");
  const errorId = `${fieldId}-error`;
  return (
    <div>
      <label htmlFor={fieldId} className="text-sm font-semibold">
        {t(`fields.${role}.label`)}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          type="color"
          value={toOpaqueHex(state.rgba)}
          onChange={(event) => onChange(event.target.value, true)}
          aria-label={t(`fields.${role}.picker`)}
          className="h-12 w-14 shrink-0 cursor-pointer rounded-xl border border-line bg-bg/60 p-1"
          data-testid={`contrast-${role}-picker`}
        />
        <input
          id={fieldId}
          type="text"
          dir="ltr"
          value={state.input}
          onChange={(event) => onChange(event.target.value, false)}
          maxLength={200}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t("fields.placeholder")}
          aria-invalid={state.error ? true : undefined}
          aria-describedby={state.error ? `${errorId} ${helpId}` : helpId}
          className={`min-w-0 flex-1 rounded-xl border bg-bg/60 px-4 py-3 font-mono text-fg placeholder:text-muted/60 focus:border-accent focus:outline-none rtl:text-end ${
            state.error ? "border-accent" : "border-line"
          }`}
          data-testid={`contrast-${role}-input`}
        />
      </div>
      {state.error && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm text-accent-text" data-testid={`contrast-${role}-error`}>
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>{t(`errors.${state.error}`, { colour: toHex(state.rgba) })}</span>
        </p>
      )}
    </div>
  );
}

function Note({ text, testId }: { text: string; testId: string }) {
  return (
    <p className="flex items-start gap-1.5 text-sm leading-6 text-muted" data-testid={testId}>
      <Info className="mt-1 size-4 shrink-0" aria-hidden />
      <span>{text}</span>
    </p>
  );
}

const groups = ["normal", "large", "ui"] as const;

function Verdicts({ result }: { result: ContrastResult }) {
  const { t } = useT("tool-contrast");
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {groups.map((group) => (
        <div key={group} className="rounded-xl border border-line p-4">
          <h3 className="font-bold">{t(`result.groups.${group}`)}</h3>
          <p className="mt-1 text-xs leading-5 text-muted">{t(`result.groupNotes.${group}`)}</p>
          <ul className="mt-3 grid gap-2">
            {result.verdicts
              .filter((verdict) => verdict.kind === group)
              .map((verdict) => (
                <VerdictRow key={verdict.id} verdict={verdict} />
              ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function VerdictRow({ verdict }: { verdict: Verdict }) {
  const { t } = useT("tool-contrast");
  const Icon = verdict.pass ? CircleCheck : CircleX;
  return (
    <li className="flex items-center justify-between gap-2" data-testid={`verdict-${verdict.id}`} data-pass={verdict.pass}>
      <span className="grid">
        <span className="text-sm font-semibold whitespace-nowrap">{t("result.level", { level: verdict.level })}</span>
        <span className="text-xs text-muted">{t("result.minimum", { ratio: `${verdict.min}:1` })}</span>
      </span>
      <span
        className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-bold ${
          verdict.pass ? "bg-emerald-500/15 text-emerald-300" : "bg-rose-500/15 text-rose-300"
        }`}
      >
        <Icon className="size-4" aria-hidden />
        {verdict.pass ? t("result.pass") : t("result.fail")}
      </span>
    </li>
  );
}
