import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import { RefreshCw, WandSparkles } from "lucide-react";
import { useT } from "~/i18n/use-lang";
import { CopyButton } from "~/features/tools/kit/copy-button";
import {
  bioGoals,
  bioMaxLength,
  generateBios,
  isGoal,
  parseSkills,
  professionMaxLength,
  renderBios,
  seededRandom,
  skillCount,
  skillMaxLength,
  validateBio,
  type BioErrors,
  type BioGoal,
  type BioInput,
  type BioLibrary,
  type BioPick,
} from "./generate-bios";

type Values = { profession: string; skills: string; goal: BioGoal; emoji: boolean };
type Result = { input: BioInput; picks: BioPick[]; round: number };
type Field = "profession" | "skills";

const emptyValues: Values = { profession: "", skills: "", goal: bioGoals[0], emoji: true };

/**
 * A link or a submission without JavaScript (?profession=...&skills=...&goal=...)
 * renders its bios on the server; the seed makes the browser render the same set.
 */
function fromQuery(search: string, library: BioLibrary): { values: Values; result: Result | null; errors: BioErrors } {
  const params = new URLSearchParams(search);
  if (!params.has("profession") && !params.has("skills")) return { values: emptyValues, result: null, errors: {} };
  const goal = params.get("goal");
  const values: Values = {
    profession: params.get("profession") ?? "",
    skills: params.get("skills") ?? "",
    goal: isGoal(goal) ? goal : bioGoals[0],
    emoji: params.get("emoji") === "on",
  };
  const checked = validateBio(values);
  if (!checked.ok) return { values, result: null, errors: checked.errors };
  const round = Math.max(0, Math.min(1000, Number.parseInt(params.get("set") ?? "0", 10) || 0));
  const seed = `${checked.input.profession}|${checked.input.skills.join("|")}|${checked.input.goal}|${round}`;
  const { picks } = generateBios({ library, input: checked.input, random: seededRandom(seed) });
  return { values, result: { input: checked.input, picks, round }, errors: {} };
}

export default function BioTool() {
  const { t } = useT("tool-bio");
  const { pathname, search } = useLocation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const raw = t("templates", { returnObjects: true });
  const library: BioLibrary = raw && typeof raw === "object" ? (raw as BioLibrary) : {};

  const fieldId = (field: string) => `${id}-${field}`;
  const [initial] = useState(() => fromQuery(search, library));
  const [values, setValues] = useState<Values>(initial.values);
  const [errors, setErrors] = useState<BioErrors>(initial.errors);
  const [result, setResult] = useState<Result | null>(initial.result);
  const [announcement, setAnnouncement] = useState("");
  const revealResults = useRef(false);

  // On a phone the results start below the form: bring their heading into view after a first submit.
  useEffect(() => {
    if (!revealResults.current) return;
    revealResults.current = false;
    const heading = document.getElementById(fieldId("results"));
    if (!heading) return;
    const top = heading.getBoundingClientRect().top;
    if (top >= 0 && top < window.innerHeight * 0.5) return;
    heading.scrollIntoView({ behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth", block: "start" });
  });

  // The emoji switch re-renders the same set at once; everything else waits for a submit.
  const bios = result ? renderBios(library, { ...result.input, emoji: values.emoji }, result.picks) : [];
  const skillsTyped = parseSkills(values.skills);

  const errorText = (field: Field): string | null => {
    if (field === "profession" && errors.profession) return t(`errors.profession.${errors.profession.code}`, { max: professionMaxLength });
    const skills = errors.skills;
    if (field === "skills" && skills) {
      if (skills.code === "count") return skills.count === 0 ? t("errors.skills.required") : t("errors.skills.count", { count: skills.count });
      return t(`errors.skills.${skills.code}`, { skill: skills.skill, max: skillMaxLength });
    }
    return null;
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateBio(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setAnnouncement("");
      const first: Field = checked.errors.profession ? "profession" : "skills";
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    const { picks, bios: next } = generateBios({ library, input: checked.input, random: Math.random, previous: result?.picks });
    const round = (result?.round ?? 0) + 1;
    setResult({ input: checked.input, picks, round });
    revealResults.current = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("name") !== "set";
    // A trailing no-break space on alternate rounds makes screen readers announce an identical message again.
    setAnnouncement(t(result ? "results.renewed" : "results.ready", { count: next.length }) + (round % 2 ? "" : "\u00a0"));
  }

  const update = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key === "profession" || key === "skills") setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const inputClass = (field: Field) =>
    `mt-2 w-full rounded-xl border bg-bg/60 px-4 py-3 text-fg placeholder:text-muted/60 focus:border-accent focus:outline-none ${
      errors[field] ? "border-accent" : "border-line"
    }`;
  const describedBy = (field: Field) => [errors[field] ? `${fieldId(field)}-error` : null, `${fieldId(field)}-hint`].filter(Boolean).join(" ");

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]" data-testid="bio-tool">
      <form
        ref={formRef}
        id={fieldId("form")}
        method="get"
        action={pathname}
        noValidate
        onSubmit={onSubmit}
        className="card grid gap-5 p-5 sm:p-8 lg:sticky lg:top-24"
        data-testid="bio-form"
      >
        <div>
          <label htmlFor={fieldId("profession")} className="text-sm font-semibold">
            {t("form.profession.label")}
          </label>
          <input
            id={fieldId("profession")}
            name="profession"
            type="text"
            value={values.profession}
            onChange={(event) => update("profession", event.target.value)}
            placeholder={t("form.profession.placeholder")}
            autoComplete="organization-title"
            aria-required
            aria-invalid={errors.profession ? true : undefined}
            aria-describedby={describedBy("profession")}
            className={inputClass("profession")}
            data-testid="bio-profession"
          />
          {errors.profession && (
            <p id={`${fieldId("profession")}-error`} className="mt-1.5 text-sm font-semibold text-accent-text" data-testid="bio-error-profession">
              {errorText("profession")}
            </p>
          )}
          <p id={`${fieldId("profession")}-hint`} className="mt-1.5 text-xs text-muted">
            {t("form.profession.hint")}
          </p>
        </div>

        <div>
          <label htmlFor={fieldId("skills")} className="text-sm font-semibold">
            {t("form.skills.label")}
          </label>
          <input
            id={fieldId("skills")}
            name="skills"
            type="text"
            value={values.skills}
            onChange={(event) => update("skills", event.target.value)}
            placeholder={t("form.skills.placeholder")}
            autoComplete="off"
            aria-required
            aria-invalid={errors.skills ? true : undefined}
            aria-describedby={describedBy("skills")}
            className={inputClass("skills")}
            data-testid="bio-skills"
          />
          {errors.skills && (
            <p id={`${fieldId("skills")}-error`} className="mt-1.5 text-sm font-semibold text-accent-text" data-testid="bio-error-skills">
              {errorText("skills")}
            </p>
          )}
          <p id={`${fieldId("skills")}-hint`} className="mt-1.5 text-xs text-muted">
            {t("form.skills.hint")}
          </p>
          {skillsTyped.length > 0 && (
            // How the text splits, as the visitor types: three pills means three skills.
            <ul className="mt-2 flex flex-wrap gap-1.5" aria-hidden data-testid="bio-skill-pills">
              {skillsTyped.map((skill, index) => (
                <li
                  key={`${index}-${skill}`}
                  className={`max-w-full truncate rounded-full border px-2.5 py-0.5 text-xs ${
                    skillsTyped.length === skillCount ? "border-accent/50 bg-accent-soft text-fg" : "border-line text-muted"
                  }`}
                >
                  {skill}
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className="grid gap-3">
          <div>
            <label htmlFor={fieldId("goal")} className="text-sm font-semibold">
              {t("form.goal.label")}
            </label>
            <select
              id={fieldId("goal")}
              name="goal"
              value={values.goal}
              onChange={(event) => update("goal", isGoal(event.target.value) ? event.target.value : bioGoals[0])}
              className="mt-2 w-full rounded-xl border border-line bg-bg/60 px-3 py-3 text-fg focus:border-accent focus:outline-none"
              data-testid="bio-goal"
            >
              {bioGoals.map((goal) => (
                <option key={goal} value={goal}>
                  {t(`goals.${goal}`)}
                </option>
              ))}
            </select>
          </div>
          <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-line px-4 py-3 text-sm font-semibold">
            <input
              type="checkbox"
              name="emoji"
              checked={values.emoji}
              onChange={(event) => update("emoji", event.target.checked)}
              className="size-4 accent-accent-solid"
              data-testid="bio-emoji"
            />
            {t("form.emoji.label")}
          </label>
        </div>

        <button type="submit" className="btn-primary inline-flex justify-center" data-testid="bio-submit">
          <WandSparkles className="size-4" aria-hidden />
          {t("form.submit")}
        </button>
      </form>

      <div className="min-w-0">
        <p role="status" aria-live="polite" className="sr-only" data-testid="bio-status">
          {announcement}
        </p>
        {result && bios.length > 0 ? (
          <section aria-labelledby={fieldId("results")} className="grid gap-5" data-testid="bio-results" data-round={result.round}>
            <div className="flex flex-wrap items-end justify-between gap-4">
              <div className="min-w-0">
                <h2 id={fieldId("results")} className="text-2xl font-extrabold">
                  {t("results.title")}
                </h2>
                <p className="mt-1 max-w-xl text-sm leading-6 text-muted">{t("results.summary", { count: bios.length, max: bioMaxLength })}</p>
              </div>
              <button
                type="submit"
                form={fieldId("form")}
                name="set"
                value={result.round + 1}
                className="btn-ghost inline-flex py-2 text-sm"
                data-testid="bio-regenerate"
              >
                <RefreshCw className="size-4" aria-hidden />
                {t("form.regenerate")}
              </button>
            </div>
            <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
              {bios.map((bio, index) => (
                <li key={bio.key} className="card flex flex-col gap-4 p-5" data-testid="bio">
                  <p className="flex-1 leading-7 [overflow-wrap:anywhere]" data-testid="bio-text">
                    {bio.text.split("\n").map((line, lineIndex) => (
                      // Instagram sets each line's direction from its own first letter; the preview does too.
                      <span key={lineIndex} dir="auto" className="block text-start">
                        {line}
                      </span>
                    ))}
                  </p>
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <div className="flex min-w-0 items-center gap-2 text-xs text-muted">
                      <span className="tabular-nums" data-testid="bio-count" aria-hidden>
                        {t("results.counter", { count: bio.length, max: bioMaxLength })}
                      </span>
                      <span className="sr-only">{t("results.counterLabel", { count: bio.length, max: bioMaxLength })}</span>
                      <span className="h-1.5 w-14 overflow-hidden rounded-full bg-line" aria-hidden>
                        <span className="block h-full rounded-full bg-accent-solid" style={{ inlineSize: `${Math.min(100, (bio.length / bioMaxLength) * 100)}%` }} />
                      </span>
                      {bio.shortened && <span data-testid="bio-shortened">{t("results.shortened")}</span>}
                    </div>
                    <CopyButton text={bio.text} label={t("results.variantLabel", { number: index + 1 })} />
                  </div>
                </li>
              ))}
            </ol>
          </section>
        ) : (
          <p className="rounded-2xl border border-dashed border-line p-6 text-center leading-7 text-muted" data-testid="bio-empty">
            {t("results.empty", { max: bioMaxLength })}
          </p>
        )}

        <section className="card mt-8 p-5 sm:p-6" aria-labelledby={fieldId("tips")}>
          <h2 id={fieldId("tips")} className="text-lg font-bold">
            {t("tips.title")}
          </h2>
          <ul className="mt-3 grid list-disc gap-2 ps-5 text-sm leading-7 text-muted marker:text-accent-text">
            {tipsOf(t("tips.items", { returnObjects: true })).map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

function tipsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((tip): tip is string => typeof tip === "string") : [];
}
