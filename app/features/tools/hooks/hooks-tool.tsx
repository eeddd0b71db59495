import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import { RefreshCw, Sparkles } from "lucide-react";
import { useT } from "~/i18n/use-lang";
import { CopyButton } from "~/features/tools/kit/copy-button";
import { CopyAllButton } from "./copy-all-button";
import {
  charCount,
  generateHooks,
  hooksAsText,
  seededRandom,
  topicMaxLength,
  validateTopic,
  type HookGroup,
  type HookTemplates,
  type TopicCheck,
} from "./generate-hooks";

type Result = { topic: string; groups: HookGroup[]; round: number };
type TopicError = Extract<TopicCheck, { ok: false }>["error"];

/**
 * A link or a submission without JavaScript (?topic=...&set=n) renders its
 * hooks on the server; the seed makes the browser render the same set.
 */
function fromQuery(search: string, templates: HookTemplates): { value: string; result: Result | null; error: TopicError | null } {
  const params = new URLSearchParams(search);
  const raw = params.get("topic");
  if (raw === null) return { value: "", result: null, error: null };
  const checked = validateTopic(raw);
  if (!checked.ok) return { value: raw, result: null, error: checked.error };
  const round = Math.max(0, Math.min(1000, Number.parseInt(params.get("set") ?? "0", 10) || 0));
  const groups = generateHooks({ templates, topic: checked.topic, random: seededRandom(`${checked.topic}|${round}`) });
  return { value: raw, result: { topic: checked.topic, groups, round }, error: null };
}

export default function HooksTool() {
  const { t } = useT("tool-hooks");
  const { pathname, search } = useLocation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const library = t("templates", { returnObjects: true });
  const templates: HookTemplates = library && typeof library === "object" ? (library as HookTemplates) : {};

  const ids = { input: `${id}-topic`, hint: `${id}-hint`, error: `${id}-error`, count: `${id}-count`, form: `${id}-form`, results: `${id}-results` };
  const [initial] = useState(() => fromQuery(search, templates));
  const [value, setValue] = useState(initial.value);
  const [error, setError] = useState<TopicError | null>(initial.error);
  const [result, setResult] = useState<Result | null>(initial.result);
  const [announcement, setAnnouncement] = useState("");
  const revealResults = useRef(false);

  // On a phone the results start below the fold: bring their heading into view after a first submit.
  useEffect(() => {
    if (!revealResults.current) return;
    revealResults.current = false;
    scrollIntoViewIfHidden(document.getElementById(ids.results));
  });

  const categoryTitle = (category: string) => t(`categories.${category}.title`);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateTopic(new FormData(event.currentTarget).get("topic"));
    if (!checked.ok) {
      setError(checked.error);
      setAnnouncement("");
      inputRef.current?.focus();
      return;
    }
    setError(null);
    const previous = new Set(result?.groups.flatMap((group) => group.hooks.map((hook) => hook.key)));
    const groups = generateHooks({ templates, topic: checked.topic, random: Math.random, previous });
    const round = (result?.round ?? 0) + 1;
    const count = groups.reduce((sum, group) => sum + group.hooks.length, 0);
    const renewed = result?.topic === checked.topic;
    setResult({ topic: checked.topic, groups, round });
    revealResults.current = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("name") !== "set";
    // A trailing no-break space on alternate rounds makes screen readers announce an identical message again.
    setAnnouncement(t(renewed ? "results.renewed" : "results.ready", { topic: checked.topic, count }) + (round % 2 ? "" : "\u00a0"));
  }

  const count = result?.groups.reduce((sum, group) => sum + group.hooks.length, 0) ?? 0;
  const length = charCount(value.replace(/\s+/g, " ").trim());
  // Hooks are numbered across groups for the copy buttons' names.
  const numbers = new Map(result?.groups.flatMap((group) => group.hooks).map((hook, index) => [hook.key, index + 1]));

  return (
    <div className="grid gap-8" data-testid="hooks-tool">
      <form
        id={ids.form}
        method="get"
        action={pathname}
        noValidate
        onSubmit={onSubmit}
        className="card grid gap-4 p-5 sm:p-8"
        data-testid="hooks-form"
      >
        <div>
          <label htmlFor={ids.input} className="text-sm font-semibold">
            {t("form.topic.label")}
          </label>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <input
              ref={inputRef}
              id={ids.input}
              name="topic"
              type="text"
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                if (error) setError(null);
              }}
              placeholder={t("form.topic.placeholder")}
              autoComplete="off"
              enterKeyHint="go"
              aria-required
              aria-invalid={error ? true : undefined}
              aria-describedby={[error ? ids.error : null, ids.hint, ids.count].filter(Boolean).join(" ")}
              className={`min-w-0 flex-1 rounded-xl border bg-bg/60 px-4 py-3 text-fg placeholder:text-muted/60 focus:border-accent focus:outline-none ${
                error ? "border-accent" : "border-line"
              }`}
              data-testid="hooks-topic"
            />
            <button type="submit" className="btn-primary inline-flex justify-center" data-testid="hooks-submit">
              <Sparkles className="size-4" aria-hidden />
              {t("form.submit")}
            </button>
          </div>
          {error && (
            <p id={ids.error} className="mt-2 text-sm font-semibold text-accent-text" data-testid="hooks-error">
              {t(`errors.${error}`, { max: topicMaxLength })}
            </p>
          )}
          <div className="mt-2 flex flex-wrap items-start justify-between gap-x-4 gap-y-1 text-xs text-muted">
            <p id={ids.hint}>{t("form.topic.hint")}</p>
            <p id={ids.count} className={`tabular-nums ${length > topicMaxLength ? "font-semibold text-accent-text" : ""}`}>
              {t("form.counter", { count: length, max: topicMaxLength })}
            </p>
          </div>
        </div>
      </form>

      <p role="status" aria-live="polite" className="sr-only" data-testid="hooks-status">
        {announcement}
      </p>

      {result && result.groups.length > 0 ? (
        <section aria-labelledby={ids.results} className="grid gap-5" data-testid="hooks-results" data-round={result.round}>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div className="min-w-0">
              <h2 id={ids.results} className="text-2xl font-extrabold [overflow-wrap:anywhere]">
                {t("results.title", { topic: result.topic })}
              </h2>
              <p className="mt-1 text-sm text-muted">{t("results.summary", { count, groups: result.groups.length })}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              <button
                type="submit"
                form={ids.form}
                name="set"
                value={result.round + 1}
                className="btn-ghost inline-flex py-2 text-sm"
                data-testid="hooks-regenerate"
              >
                <RefreshCw className="size-4" aria-hidden />
                {t("form.regenerate")}
              </button>
              <CopyAllButton text={hooksAsText(result.groups, categoryTitle)}>{t("results.copyAll")}</CopyAllButton>
            </div>
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            {result.groups.map((group) => (
              <section key={group.category} className="card p-5 lg:last:odd:col-span-2" aria-labelledby={`${id}-${group.category}`} data-category={group.category}>
                <h3 id={`${id}-${group.category}`} className="font-bold text-accent-text">
                  {categoryTitle(group.category)}
                </h3>
                <p className="mt-1 text-sm text-muted">{t(`categories.${group.category}.description`)}</p>
                <ul className="mt-4 grid gap-3">
                  {group.hooks.map((hook) => (
                    <li key={hook.key} className="flex items-start justify-between gap-3 rounded-xl border border-line bg-bg/40 p-3" data-testid="hook">
                      <p className="min-w-0 flex-1 leading-7 [overflow-wrap:anywhere]" data-testid="hook-text">
                        {hook.text}
                      </p>
                      <CopyButton text={hook.text} label={t("results.hookLabel", { number: numbers.get(hook.key) })} className="shrink-0" />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </section>
      ) : (
        <p className="rounded-2xl border border-dashed border-line p-6 text-center leading-7 text-muted" data-testid="hooks-empty">
          {t("results.empty")}
        </p>
      )}

      <section className="card p-5 sm:p-8" aria-labelledby={`${id}-tips`}>
        <h2 id={`${id}-tips`} className="text-lg font-bold">
          {t("tips.title")}
        </h2>
        <ul className="mt-4 grid list-disc gap-2 ps-5 leading-7 text-muted marker:text-accent-text sm:grid-cols-2 sm:gap-x-8">
          {tipsOf(t("tips.items", { returnObjects: true })).map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function tipsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((tip): tip is string => typeof tip === "string") : [];
}

/** Scrolls an element to the top of the view unless its top is already comfortably visible. */
function scrollIntoViewIfHidden(element: HTMLElement | null) {
  if (!element) return;
  const top = element.getBoundingClientRect().top;
  if (top >= 0 && top < window.innerHeight * 0.5) return;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  element.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
}
