import { ExternalLink, Info } from "lucide-react";
import { useLang, useT } from "~/i18n/use-lang";
import { CopyButton } from "~/features/tools/kit/copy-button";
import { WebAddress } from "~/components/ui/web-address";
import { linkParameters, type UtmNote, type UtmResult } from "./build-utm-url";

/** The link as it is built: what is still missing, or the link with copy and open, its notes and its parameters. */
export function UtmResultView({ result, titleId, fieldIds }: { result: UtmResult; titleId: string; fieldIds: string }) {
  const lang = useLang();
  const { t } = useT("tool-utm");
  const list = (items: string[]) => new Intl.ListFormat(lang, { type: "conjunction" }).format(items);

  const status = result.ok
    ? t("result.ready")
    : result.error === "url-empty"
      ? t("result.empty")
      : result.error === "missing"
        ? t("result.missing", { fields: list(result.missing.map((field) => t(`fields.${field}.short`))) })
        : t("result.fixUrl");

  const noteText = (note: UtmNote) => {
    switch (note.code) {
      case "scheme-added":
        return null; // shown under the URL field, where it happened
      case "replaced":
      case "removed":
        return t(`notes.${note.code}`, { params: note.params.join(", ") });
      case "long":
        return t("notes.long", { count: note.length });
    }
  };

  return (
    <section className="card grid gap-4 p-5 sm:p-7 lg:sticky lg:top-24" aria-labelledby={titleId} data-testid="utm-result">
      <h2 id={titleId} tabIndex={-1} className="text-xl font-extrabold focus:outline-none">
        {t("result.title")}
      </h2>
      <p role="status" aria-live="polite" className={`text-sm ${result.ok ? "text-success" : "text-muted"}`} data-testid="utm-status">
        {status}
      </p>
      {result.ok && (
        <>
          <output
            htmlFor={fieldIds}
            dir="ltr"
            className="block rounded-xl border border-line bg-bg/60 p-4 text-start font-mono text-sm leading-6 select-all"
            data-testid="utm-link"
          >
            <WebAddress address={result.url} />
          </output>
          <div className="flex flex-wrap items-center gap-2">
            <CopyButton text={result.url} className="py-2 text-sm" />
            <a
              href={result.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 rounded-lg border border-line px-3 py-2 text-sm font-semibold transition-colors hover:border-accent/60"
            >
              <ExternalLink className="size-3.5" aria-hidden />
              {t("result.open")}
              <span className="sr-only"> {t("result.openLabel")}</span>
            </a>
          </div>
          {result.notes.map((note) => {
            const text = noteText(note);
            return text ? (
              <p key={note.code} className="flex items-start gap-1.5 text-sm leading-6 text-muted" data-testid={`utm-note-${note.code}`}>
                <Info className="mt-1 size-4 shrink-0" aria-hidden />
                <span>{text}</span>
              </p>
            ) : null;
          })}
          <table className="w-full table-fixed text-sm">
            <caption className="pb-2 text-start text-sm font-bold">{t("result.params")}</caption>
            <colgroup>
              <col className="w-36" />
              <col />
            </colgroup>
            <thead className="sr-only">
              <tr>
                <th scope="col">{t("result.param")}</th>
                <th scope="col">{t("result.value")}</th>
              </tr>
            </thead>
            <tbody>
              {linkParameters(result.url).map(([key, value]) => (
                <tr key={key} className="border-t border-line">
                  <th scope="row" className="py-2 pe-3 text-start align-top font-mono text-xs font-normal text-muted">
                    <span dir="ltr">{key}</span>
                  </th>
                  <td className="py-2 align-top break-words">
                    <bdi>{value}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
