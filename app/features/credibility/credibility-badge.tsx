import { lazy, Suspense, useState } from "react";
import { Layers } from "lucide-react";
import type { Lang } from "#core/i18n/languages";
import { IslandProps } from "~/islands/island-props";

const loadDialog = () => import("./credibility-dialog");
const CredibilityDialog = lazy(loadDialog);

export type CredibilityBadgeProps = {
  lang: Lang;
  pageHref: string;
  labels: { badge: string; caption: string; open: string; close: string; loading: string; viewPage: string };
};

/** The footer badge; its dialog (code and texts) loads on first use. */
export function CredibilityBadge(props: CredibilityBadgeProps) {
  const { lang, pageHref, labels } = props;
  const [open, setOpen] = useState(false);
  return (
    // On a page of islands (ADR 055) its module reads these props and opens the same dialog (app/islands/credibility.tsx).
    <div data-island="credibility" className="contents">
      <IslandProps value={props} />
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-haspopup="dialog"
        title={labels.open}
        data-testid="credibility-badge"
        className="group inline-flex items-center gap-3 rounded-xl border border-line bg-fg/[0.03] px-4 py-3 text-start transition-colors hover:border-accent"
      >
        <Layers className="size-7 text-accent-text" aria-hidden />
        <span>
          <span className="block text-sm font-extrabold">{labels.badge}</span>
          <span className="block text-xs text-muted">{labels.caption}</span>
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <CredibilityDialog
            lang={lang}
            pageHref={pageHref}
            // The dialog gives the focus back to the badge.
            onClose={() => setOpen(false)}
            labels={{ close: labels.close, loading: labels.loading, viewPage: labels.viewPage }}
          />
        </Suspense>
      )}
    </div>
  );
}
