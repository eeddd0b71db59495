import { useId, useRef, useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import { useT } from "~/i18n/use-lang";
import { announceRound, roundFromQuery, templatesOf } from "~/features/tools/kit/result-round";
import { useRevealResults } from "~/features/tools/kit/use-reveal-results";
import { generateHooks, seededRandom, validateTopic, type HookGroup, type HookTemplates, type TopicCheck } from "./generate-video-hooks";
import { toolCompleted } from "~/utils/insights";

export type VideoHooksResult = { topic: string; groups: HookGroup[]; round: number };
export type TopicError = Extract<TopicCheck, { ok: false }>["error"];

/**
 * A link or a submission without JavaScript (?topic=...&set=n) renders its
 * hooks on the server; the seed makes the browser render the same set.
 */
function fromQuery(search: string, templates: HookTemplates): { value: string; result: VideoHooksResult | null; error: TopicError | null } {
  const params = new URLSearchParams(search);
  const raw = params.get("topic");
  if (raw === null) return { value: "", result: null, error: null };
  const checked = validateTopic(raw);
  if (!checked.ok) return { value: raw, result: null, error: checked.error };
  const round = roundFromQuery(params);
  const groups = generateHooks({ templates, topic: checked.topic, random: seededRandom(`${checked.topic}|${round}`) });
  return { value: raw, result: { topic: checked.topic, groups, round }, error: null };
}

export const hookCount = (groups: HookGroup[]) => groups.reduce((sum, group) => sum + group.hooks.length, 0);

/** The topic, its error, and the sets of hooks drawn for it. */
export function useVideoHooks() {
  const { t } = useT("tool-hooks");
  const { search } = useLocation();
  const id = useId();
  const ids = { input: `${id}-topic`, hint: `${id}-hint`, count: `${id}-count`, form: `${id}-form`, results: `${id}-results` };
  const inputRef = useRef<HTMLInputElement>(null);
  const templates = templatesOf<HookTemplates>(t("templates", { returnObjects: true }));
  const [initial] = useState(() => fromQuery(search, templates));
  const [value, setValue] = useState(initial.value);
  const [error, setError] = useState<TopicError | null>(initial.error);
  const [result, setResult] = useState<VideoHooksResult | null>(initial.result);
  const [announcement, setAnnouncement] = useState("");
  const reveal = useRevealResults(ids.results);

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
    const renewed = result?.topic === checked.topic;
    setResult({ topic: checked.topic, groups, round });
    toolCompleted();
    reveal(event);
    setAnnouncement(announceRound(t(renewed ? "results.renewed" : "results.ready", { topic: checked.topic, count: hookCount(groups) }), round));
  }

  function onChange(next: string) {
    setValue(next);
    if (error) setError(null);
  }

  return { id, ids, inputRef, value, onChange, error, result, announcement, onSubmit };
}
