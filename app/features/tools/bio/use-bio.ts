import { useId, useRef, useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import { useT } from "~/i18n/use-lang";
import { announceRound, roundFromQuery, templatesOf } from "~/features/tools/kit/result-round";
import { useRevealResults } from "~/features/tools/kit/use-reveal-results";
import {
  bioGoals,
  generateBios,
  isGoal,
  professionMaxLength,
  renderBios,
  seededRandom,
  skillMaxLength,
  validateBio,
  type BioErrors,
  type BioGoal,
  type BioInput,
  type BioLibrary,
  type BioPick,
} from "./generate-bios";
import { toolCompleted } from "~/utils/insights";

export type BioValues = { profession: string; skills: string; goal: BioGoal; emoji: boolean };
export type BioField = "profession" | "skills";
type Result = { input: BioInput; picks: BioPick[]; round: number };

const emptyValues: BioValues = { profession: "", skills: "", goal: bioGoals[0], emoji: true };

/**
 * A link or a submission without JavaScript (?profession=...&skills=...&goal=...)
 * renders its bios on the server; the seed makes the browser render the same set.
 */
function fromQuery(search: string, library: BioLibrary): { values: BioValues; result: Result | null; errors: BioErrors } {
  const params = new URLSearchParams(search);
  if (!params.has("profession") && !params.has("skills")) return { values: emptyValues, result: null, errors: {} };
  const goal = params.get("goal");
  const values: BioValues = {
    profession: params.get("profession") ?? "",
    skills: params.get("skills") ?? "",
    goal: isGoal(goal) ? goal : bioGoals[0],
    emoji: params.get("emoji") === "on",
  };
  const checked = validateBio(values);
  if (!checked.ok) return { values, result: null, errors: checked.errors };
  const round = roundFromQuery(params);
  const seed = `${checked.input.profession}|${checked.input.skills.join("|")}|${checked.input.goal}|${round}`;
  const { picks } = generateBios({ library, input: checked.input, random: seededRandom(seed) });
  return { values, result: { input: checked.input, picks, round }, errors: {} };
}

/** The form's values and errors, and the set of bios drawn for them. */
export function useBio() {
  const { t } = useT("tool-bio");
  const { search } = useLocation();
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const formRef = useRef<HTMLFormElement>(null);
  const library = templatesOf<BioLibrary>(t("templates", { returnObjects: true }));
  const [initial] = useState(() => fromQuery(search, library));
  const [values, setValues] = useState<BioValues>(initial.values);
  const [errors, setErrors] = useState<BioErrors>(initial.errors);
  const [result, setResult] = useState<Result | null>(initial.result);
  const [announcement, setAnnouncement] = useState("");
  const reveal = useRevealResults(fieldId("results"));

  // The emoji switch re-renders the same set at once; everything else waits for a submit.
  const bios = result ? renderBios(library, { ...result.input, emoji: values.emoji }, result.picks) : [];

  const errorText = (field: BioField): string | null => {
    if (field === "profession" && errors.profession) return t(`errors.profession.${errors.profession.code}`, { count: professionMaxLength });
    const skills = errors.skills;
    if (field === "skills" && skills) {
      if (skills.code === "count") return skills.count === 0 ? t("errors.skills.required") : t("errors.skills.count", { count: skills.count });
      return t(`errors.skills.${skills.code}`, { skill: skills.skill, count: skillMaxLength });
    }
    return null;
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateBio(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setAnnouncement("");
      const first: BioField = checked.errors.profession ? "profession" : "skills";
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    const { picks, bios: next } = generateBios({ library, input: checked.input, random: Math.random, previous: result?.picks });
    const round = (result?.round ?? 0) + 1;
    setResult({ input: checked.input, picks, round });
    toolCompleted();
    reveal(event);
    setAnnouncement(announceRound(t(result ? "results.renewed" : "results.ready", { count: next.length }), round));
  }

  const update = <K extends keyof BioValues>(key: K, value: BioValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key === "profession" || key === "skills") setErrors((current) => ({ ...current, [key]: undefined }));
  };

  return { fieldId, formRef, values, update, errors, errorText, result, bios, announcement, onSubmit };
}
