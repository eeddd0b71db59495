import type { InputHTMLAttributes } from "react";

type Props = {
  id: string;
  label: string;
  hint: string;
  error?: string | undefined;
  /** A badge beside the label, e.g. "Sample". */
  badge?: string | undefined;
  /** Arabic content: right-to-left in the Arabic font, whatever the page's direction. */
  arabic?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id">;

/** A labelled studio input with its hint and error wired for screen readers. */
export function StudioField({ id, label, hint, error, badge, arabic = false, className = "", ...input }: Props) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5" data-testid={`field-${id}`}>
      <label htmlFor={id} className="flex flex-wrap items-center gap-2 text-sm font-semibold">
        {label}
        {badge && (
          <span className="rounded-full border border-warning/60 px-2 py-0.5 text-xs font-semibold text-warning" data-testid="sample-badge">
            {badge}
          </span>
        )}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
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
