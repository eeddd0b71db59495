import { useStudioT } from "./use-studio-t";

/** The note shown when unsaved edits kept in this browser came back (unsaved-edits.ts), with a way to drop them. */
export function RestoredNote({
  text,
  onDiscard,
  testId,
  className = "",
}: {
  text: string;
  onDiscard: () => void;
  testId: string;
  className?: string;
}) {
  const { t } = useStudioT();
  return (
    <div
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-info/50 bg-info/10 px-3 py-2 text-sm ${className}`}
      role="status"
      data-testid={testId}
    >
      <p className="min-w-0 flex-1 basis-60 text-info">{text}</p>
      <button type="button" className="btn-ghost py-1.5 text-sm" onClick={onDiscard}>
        {t("studio.lists.editor.discardRestored")}
      </button>
    </div>
  );
}
