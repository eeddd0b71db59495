import { Eye } from "lucide-react";

type Props = { leaveHref: string; labels: { text: string; leave: string; studio: string } };

/**
 * Shown to the owner alone while his preview pass is on: the page shows his
 * unpublished draft. One line fixed above the site's header, which moves
 * down by its height (the `preview-banner` rules in app.css), so neither
 * covers the other.
 */
export function PreviewBanner({ leaveHref, labels }: Props) {
  return (
    <div
      role="region"
      aria-label={labels.text}
      data-testid="preview-banner"
      className="preview-banner fixed inset-x-0 top-0 z-[60] h-9 bg-warning text-sm font-semibold text-bg print:hidden"
    >
      <div className="mx-auto flex h-full max-w-7xl items-center gap-x-4 px-4">
        <Eye className="size-4 shrink-0" aria-hidden />
        <p className="min-w-0 flex-1 truncate">{labels.text}</p>
        <a href="/admin/pages" className="shrink-0 underline underline-offset-2">
          {labels.studio}
        </a>
        <a href={leaveHref} className="shrink-0 underline underline-offset-2" data-testid="preview-leave">
          {labels.leave}
        </a>
      </div>
    </div>
  );
}
