import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { X } from "lucide-react";
import type { Lang } from "#core/i18n/languages";
import { Spinner } from "~/components/ui/spinner";
import { CredibilityGroups, type CredibilityText } from "./credibility-content";

type Props = {
  lang: Lang;
  onClose: () => void;
  labels: { close: string; loading: string; viewPage: string };
  pageHref: string;
};

const focusableSelector = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The partners and technologies dialog. A native modal <dialog> makes the
 * rest of the page inert; Tab is additionally kept inside it. Loaded only
 * when the badge is clicked, texts included.
 */
export default function CredibilityDialog({ lang, onClose, labels, pageHref }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [text, setText] = useState<CredibilityText | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

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

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !ref.current) return;
    const items = Array.from(ref.current.querySelectorAll<HTMLElement>(focusableSelector));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // A native modal <dialog>: a click on its backdrop closes it and Tab stays inside; the keyboard closes it with Escape.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={trapTab}
      onClick={(event) => {
        if (event.target === ref.current) ref.current.close();
      }}
      className="m-auto max-h-[min(90dvh,52rem)] w-[min(94vw,44rem)] overflow-y-auto rounded-2xl border border-line bg-surface p-0 text-fg shadow-2xl backdrop:bg-black/70 backdrop:backdrop-blur-sm"
      data-testid="credibility-dialog"
    >
      <div className="p-6 sm:p-8">
        <div className="flex items-start gap-4">
          <div className="flex-1">
            <h2 id={titleId} className="text-2xl font-extrabold">
              {text?.modalTitle ?? labels.loading}
            </h2>
            {text && <p className="mt-2 text-muted">{text.modalSubtitle}</p>}
          </div>
          <button
            type="button"
            onClick={() => ref.current?.close()}
            className="grid size-10 shrink-0 place-items-center rounded-lg border border-line hover:border-accent"
            aria-label={labels.close}
            // A modal dialog moves focus into itself; its close button is the first control.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <div className="mt-6" aria-busy={!text && !failed}>
          {text ? (
            <>
              <CredibilityGroups text={text} headingLevel={3} />
              <Link to={pageHref} onClick={() => ref.current?.close()} className="btn-ghost mt-6 inline-flex">
                {labels.viewPage}
              </Link>
            </>
          ) : failed ? (
            <Link to={pageHref} className="btn-ghost inline-flex">
              {labels.viewPage}
            </Link>
          ) : (
            <Spinner label={labels.loading} />
          )}
        </div>
      </div>
    </dialog>
  );
}
