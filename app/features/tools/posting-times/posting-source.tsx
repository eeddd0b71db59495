import { Info } from "lucide-react";
import { WebAddress } from "~/components/ui/web-address";
import type { PlatformTimes } from "./data";
import type { Translate } from "./day-names";
import { sourceLine } from "./posting-summary";

/** Where the platform's times come from, how they were measured, and what they cannot know. */
export function PostingSource({ times, t }: { times: PlatformTimes; t: Translate }) {
  return (
    <div className="mt-7 border-t border-line pt-5 text-sm leading-6" data-testid="pt-source">
      <h3 className="flex items-center gap-2 font-bold">
        <Info className="size-4 text-accent-text" aria-hidden />
        {t("source.heading")}
      </h3>
      <p className="mt-2">
        <span className="font-semibold">{t("source.label")}: </span>
        <bdi lang="en" data-testid="pt-source-line">
          {sourceLine(times.source)}
        </bdi>
      </p>
      <p className="mt-1 text-xs text-muted">
        <WebAddress address={times.source.url} lang="en" data-testid="pt-source-url" />
      </p>
      <p className="mt-2 text-muted">{t(`source.methods.${times.source.method}`)}</p>
      <p className="mt-2 text-muted">{t("source.caveat", { tool: times.analytics })}</p>
    </div>
  );
}
