import type { InputHTMLAttributes } from "react";
import { Field } from "~/components/ui/field";

/** The studio's look for a `Field`: hint and error under the control. */
export const studioField = {
  hintClassName: "text-xs leading-5 text-muted",
  errorClassName: "text-sm text-danger",
  errorTestId: "field-error",
} as const;

/** The studio's text input look; `invalid` draws the danger border. */
export const studioInputClass = (invalid: boolean, extra = "") =>
  `w-full rounded-lg border bg-bg/60 px-3 py-2.5 text-base text-fg focus:border-accent ${invalid ? "border-danger" : "border-line"} ${extra}`;

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

/** A labelled studio input with its hint and error wired for screen readers. */
export function StudioField({ id, label, hint, error, badge, pending, note, arabic = false, className = "", ...input }: Props) {
  return (
    <Field
      {...studioField}
      id={id}
      className="grid gap-1.5"
      testId={`field-${id}`}
      labelClassName="flex flex-wrap items-center gap-2 text-sm font-semibold"
      label={
        <>
          {label}
          {badge && (
            <span className="rounded-full border border-warning/60 px-2 py-0.5 text-xs font-semibold text-warning" data-testid="sample-badge">
              {badge}
            </span>
          )}
          {pending && <UnpublishedBadge text={pending} />}
        </>
      }
      note={note}
      noteClassName="w-fit rounded-md border border-accent/50 px-2 py-0.5 text-xs font-semibold text-accent-text"
      hint={hint}
      error={error}
    >
      {(control) => (
        <input
          {...control}
          dir={arabic ? "rtl" : "ltr"}
          lang={arabic ? "ar" : undefined}
          className={studioInputClass(Boolean(error), `${arabic ? "font-arabic" : ""} ${className}`)}
          {...input}
        />
      )}
    </Field>
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
