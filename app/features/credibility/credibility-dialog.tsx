import { useEffect, useState } from "react";
import { X } from "lucide-react";
import type { Lang } from "#core/i18n/languages";
import { Dialog, DialogTitle } from "~/components/ui/dialog";
import { Spinner } from "~/components/ui/spinner";
import { CredibilityGroups, type CredibilityText } from "./credibility-content";

type Props = {
  lang: Lang;
  onClose: () => void;
  labels: { close: string; loading: string; viewPage: string };
  pageHref: string;
};

/**
 * The partners and technologies dialog: a click on the dimmed page or Escape
 * closes it. Loaded only when the badge is clicked, texts included.
 */
export default function CredibilityDialog({ lang, onClose, labels, pageHref }: Props) {
  const [text, setText] = useState<CredibilityText | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/i18n/${lang}/credibility`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<CredibilityText>) : Promise.reject(new Error(String(response.status)))))
      .then(setText)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFailed(Boolean(error));
      });
    return () => controller.abort();
  }, [lang]);

  return (
    <Dialog
      onClose={onClose}
      closeOnOutsideClick
      className="h-fit max-h-[min(90dvh,52rem)] w-[min(94vw,44rem)] overflow-y-auto rounded-2xl border border-line bg-surface shadow-2xl"
      overlayClassName="backdrop-blur-sm"
      testId="credibility-dialog"
    >
      <div className="p-6 sm:p-8">
        <div className="flex items-start gap-4">
          <div className="flex-1">
            <DialogTitle className="text-2xl font-extrabold">{text?.modalTitle ?? labels.loading}</DialogTitle>
            {text && <p className="mt-2 text-muted">{text.modalSubtitle}</p>}
          </div>
          <button
            type="button"
            onClick={onClose}
            className="grid size-10 shrink-0 place-items-center rounded-lg border border-line hover:border-accent"
            aria-label={labels.close}
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <div className="mt-6" aria-busy={!text && !failed}>
          {text ? (
            <>
              <CredibilityGroups text={text} headingLevel={3} />
              {/* A plain link: the dialog is also an island of a page without React Router (ADR 055). */}
              <a href={pageHref} className="btn-ghost mt-6 inline-flex">
                {labels.viewPage}
              </a>
            </>
          ) : failed ? (
            <a href={pageHref} className="btn-ghost inline-flex">
              {labels.viewPage}
            </a>
          ) : (
            <Spinner label={labels.loading} />
          )}
        </div>
      </div>
    </Dialog>
  );
}
