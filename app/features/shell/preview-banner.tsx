import { Eye } from "lucide-react";

type Props = { leaveHref: string; labels: { text: string; leave: string; studio: string } };

/** Shown to the owner alone while his preview pass is on: the page shows his unpublished draft. */
export function PreviewBanner({ leaveHref, labels }: Props) {
  return (
    <div role="region" aria-label={labels.text} data-testid="preview-banner" className="bg-warning text-sm font-semibold text-bg">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
        <Eye className="size-4 shrink-0" aria-hidden />
        <p className="flex-1">{labels.text}</p>
        <a href="/admin/pages" className="underline underline-offset-2">
          {labels.studio}
        </a>
        <a href={leaveHref} className="underline underline-offset-2" data-testid="preview-leave">
          {labels.leave}
        </a>
      </div>
    </div>
  );
}
