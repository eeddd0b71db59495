import { RefreshCw } from "lucide-react";
import { useT } from "~/i18n/use-lang";
import { CopyButton } from "~/features/tools/kit/copy-button";
import { CopyAllButton } from "./copy-all-button";
import { hooksAsText, type HookCategory } from "./generate-video-hooks";
import { hookCount, type VideoHooksResult } from "./use-video-hooks";

/** The hooks by category, each with its copy button, and "new set" / "copy all" above them. */
export function VideoHooksResults({ result, id, ids }: { result: VideoHooksResult; id: string; ids: { form: string; results: string } }) {
  const { t } = useT("tool-hooks");
  const categoryTitle = (category: HookCategory) => t(`categories.${category}.title`);
  // Hooks are numbered across groups for the copy buttons' names.
  const numbers = new Map(result.groups.flatMap((group) => group.hooks).map((hook, index) => [hook.key, index + 1]));
  return (
    <section aria-labelledby={ids.results} className="grid gap-5" data-testid="hooks-results" data-round={result.round}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h2 id={ids.results} className="text-2xl font-extrabold [overflow-wrap:anywhere]">
            {t("results.title", { topic: result.topic })}
          </h2>
          <p className="mt-1 text-sm text-muted">{t("results.summary", { count: hookCount(result.groups), groups: result.groups.length })}</p>
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
          <section
            key={group.category}
            className="card p-5 lg:last:odd:col-span-2"
            aria-labelledby={`${id}-${group.category}`}
            data-category={group.category}
          >
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
  );
}
