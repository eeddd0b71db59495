import type { InputHTMLAttributes } from "react";

type Props = {
  id: string;
  label: string;
  hint: string;
  error?: string | undefined;
  /** A badge beside the label, e.g. "Sample". */
  badge?: string | undefined;
  /** A second badge: the field's change is saved in the draft but not published yet. */
  pending?: string | undefined;
  /** A note that must not be missed, shown above the hint and read with it (e.g. "Takes effect at once"). */
  note?: string | undefined;
  /** Arabic content: right-to-left in the Arabic font, whatever the page's direction. */
  arabic?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id">;

const errorIdOf = (id: string) => `${id}-error`;

/** A labelled studio input with its hint and error wired for screen readers. */
export function StudioField({ id, label, hint, error, badge, pending, note, arabic = false, className = "", ...input }: Props) {
  const hintId = `${id}-hint`;
  const noteId = `${id}-note`;
  const described = [note ? noteId : "", hintId, error ? errorIdOf(id) : ""].filter(Boolean).join(" ");
  const errorId = errorIdOf(id);
  return (
    <div className="grid gap-1.5" data-testid={`field-${id}`}>
      <label htmlFor={id} className="flex flex-wrap items-center gap-2 text-sm font-semibold">
        {label}
        {badge && (
          <span className="rounded-full border border-warning/60 px-2 py-0.5 text-xs font-semibold text-warning" data-testid="sample-badge">
            {badge}
          </span>
        )}
        {pending && <UnpublishedBadge text={pending} />}
      </label>
      {note && (
        <p id={noteId} className="w-fit rounded-md border border-accent/50 px-2 py-0.5 text-xs font-semibold text-accent-text">
          {note}
        </p>
      )}
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        dir={arabic ? "rtl" : "ltr"}
        lang={arabic ? "ar" : undefined}
        className={`w-full rounded-lg border bg-bg/60 px-3 py-2.5 text-base text-fg outline-none focus:border-accent ${error ? "border-danger" : "border-line"} ${arabic ? "font-arabic" : ""} ${className}`}
        {...input}
      />
      <p id={hintId} className="text-xs leading-5 text-muted">
        {hint}
      </p>
      {error && (
        <p id={errorId} className="text-sm text-danger" data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** "Not published": a setting saved to the draft that visitors do not see yet. */
export function UnpublishedBadge({ text }: { text: string }) {
  return (
    <span className="rounded-full border border-accent/60 px-2 py-0.5 text-xs font-semibold text-accent-text" data-testid="unpublished-badge">
      {text}
    </span>
  );
}
