import { RefreshCw } from "lucide-react";
import { useT } from "~/i18n/use-lang";
import { CopyButton } from "~/features/tools/kit/copy-button";
import { bioMaxLength, type Bio } from "./generate-bios";

/** The set of bios with "new set" above them; `form` is the id of the form the button submits. */
export function BioResults({ bios, round, headingId, form }: { bios: Bio[]; round: number; headingId: string; form: string }) {
  const { t } = useT("tool-bio");
  return (
    <section aria-labelledby={headingId} className="grid gap-5" data-testid="bio-results" data-round={round}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h2 id={headingId} className="text-2xl font-extrabold">
            {t("results.title")}
          </h2>
          <p className="mt-1 max-w-xl text-sm leading-6 text-muted">{t("results.summary", { count: bios.length, max: bioMaxLength })}</p>
        </div>
        <button type="submit" form={form} name="set" value={round + 1} className="btn-ghost inline-flex py-2 text-sm" data-testid="bio-regenerate">
          <RefreshCw className="size-4" aria-hidden />
          {t("form.regenerate")}
        </button>
      </div>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        {bios.map((bio, index) => (
          <BioCard key={bio.key} bio={bio} number={index + 1} />
        ))}
      </ol>
    </section>
  );
}

function BioCard({ bio, number }: { bio: Bio; number: number }) {
  const { t } = useT("tool-bio");
  return (
    <li className="card flex flex-col gap-4 p-5" data-testid="bio">
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
            <span
              className="block h-full rounded-full bg-accent-solid"
              style={{ inlineSize: `${Math.min(100, (bio.length / bioMaxLength) * 100)}%` }}
            />
          </span>
          {bio.shortened && <span data-testid="bio-shortened">{t("results.shortened")}</span>}
        </div>
        <CopyButton text={bio.text} label={t("results.variantLabel", { number })} />
      </div>
    </li>
  );
}
