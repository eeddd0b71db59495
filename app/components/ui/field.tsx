import { useId, type ReactNode } from "react";

/** What a control spreads onto itself to be tied to its label, hint and error. */
export type FieldControl = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

type Props = {
  label: ReactNode;
  /** The control's id (the note, hint and error ids derive from it); one of its own by default. */
  id?: string;
  /** Shown between the label and the control and read first: what must not be missed ("Takes effect at once"). */
  note?: ReactNode;
  hint?: ReactNode;
  /** A hint shown elsewhere and shared with other fields (a bilingual pair's), by its id. */
  sharedHintId?: string;
  /** Shown, and read with the control, while set. */
  error?: ReactNode;
  /** Whether the error marks the control invalid: by default any error does, but a lost connection or a warning is not the field's fault. */
  invalid?: boolean;
  /** The error above the hint, where it is what the person must read first. */
  errorFirst?: boolean;
  /** `alert` for an error that comes from a submit and must be heard at once. */
  errorRole?: "alert";
  /** A block error (title and message) needs a div; a sentence stays a paragraph. */
  errorTag?: "p" | "div";
  /** Further descriptions read after the hint and error (a counter, a note shared by two fields). */
  describedBy?: (string | false | null | undefined)[];
  /** A checkbox or radio that sits inside its label, before the words. */
  inline?: boolean;
  /** Beside the label, outside it (a marker, a reset button): label and these share a row of this class. */
  labelAside?: ReactNode;
  labelRowClassName?: string;
  className?: string;
  /** "text-sm font-semibold" unless given. */
  labelClassName?: string;
  noteClassName?: string;
  /** A small muted line under the control unless given. */
  hintClassName?: string;
  errorClassName?: string;
  errorTestId?: string;
  testId?: string;
  /** After the hint and error: live feedback, suggestions. */
  after?: ReactNode;
  children: (control: FieldControl) => ReactNode;
};

const present = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== "";

/**
 * One labelled control with its note, hint and error: the control (rendered by `children` with
 * the ids and aria attributes to spread) is described to screen readers in the order they are
 * shown, and marked invalid while it has an error. Each area gives its own look through the
 * class names; the wiring is the same everywhere.
 */
export function Field(props: Props) {
  const own = useId();
  const id = props.id ?? own;
  const ids = { note: `${id}-note`, hint: props.sharedHintId ?? `${id}-hint`, error: `${id}-error` };
  const hasNote = present(props.note);
  const hasHint = props.sharedHintId !== undefined || props.hint !== undefined;
  const hasError = present(props.error);
  const shown = props.errorFirst ? [hasError && ids.error, hasHint && ids.hint] : [hasHint && ids.hint, hasError && ids.error];
  const describedBy = [hasNote && ids.note, ...shown, ...(props.describedBy ?? [])].filter(Boolean).join(" ") || undefined;
  const control: FieldControl = { id, "aria-invalid": (props.invalid ?? hasError) || undefined, "aria-describedby": describedBy };

  const ErrorTag = props.errorTag ?? "p";
  const error = hasError && (
    <ErrorTag id={ids.error} role={props.errorRole} className={props.errorClassName} data-testid={props.errorTestId}>
      {props.error}
    </ErrorTag>
  );
  const hint = props.sharedHintId === undefined && hasHint && (
    <p id={ids.hint} className={props.hintClassName ?? "mt-1.5 text-xs leading-5 text-muted"}>
      {props.hint}
    </p>
  );
  const labelClassName = props.labelClassName ?? "text-sm font-semibold";
  const label = props.inline ? (
    <label className={labelClassName}>
      {props.children(control)}
      {props.label}
    </label>
  ) : (
    <label htmlFor={id} className={labelClassName}>
      {props.label}
    </label>
  );

  return (
    <div className={props.className} data-testid={props.testId}>
      {props.labelAside === undefined ? (
        label
      ) : (
        <div className={props.labelRowClassName}>
          {label}
          {props.labelAside}
        </div>
      )}
      {hasNote && (
        <p id={ids.note} className={props.noteClassName}>
          {props.note}
        </p>
      )}
      {!props.inline && props.children(control)}
      {props.errorFirst && error}
      {hint}
      {!props.errorFirst && error}
      {props.after}
    </div>
  );
}
