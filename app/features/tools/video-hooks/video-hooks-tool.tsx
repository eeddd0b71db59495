import { useT } from "~/i18n/use-lang";
import { ToolTips } from "~/features/tools/kit/tool-tips";
import { VideoHooksForm } from "./video-hooks-form";
import { VideoHooksResults } from "./video-hooks-results";
import { useVideoHooks } from "./use-video-hooks";

export default function VideoHooksTool() {
  const { t } = useT("tool-hooks");
  const { id, ids, inputRef, value, onChange, error, result, announcement, onSubmit } = useVideoHooks();
  return (
    <div className="grid gap-8" data-testid="hooks-tool">
      <VideoHooksForm ids={ids} inputRef={inputRef} value={value} onChange={onChange} error={error} onSubmit={onSubmit} />

      <p role="status" aria-live="polite" className="sr-only" data-testid="hooks-status">
        {announcement}
      </p>

      {result && result.groups.length > 0 ? (
        <VideoHooksResults result={result} id={id} ids={ids} />
      ) : (
        <p className="rounded-2xl border border-dashed border-line p-6 text-center leading-7 text-muted" data-testid="hooks-empty">
          {t("results.empty")}
        </p>
      )}

      <ToolTips
        look="disc"
        title={t("tips.title")}
        items={t("tips.items", { returnObjects: true })}
        className="card p-5 sm:p-8"
        listClassName="mt-4 sm:grid-cols-2 sm:gap-x-8"
      />
    </div>
  );
}
