import { useId, type ReactNode } from "react";

/** What a control spreads onto itself to be tied to its label, hint and error. */
export type FieldControl = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

/** The tools' text input look; `invalid` draws the accent border. */
export const inputClass = (invalid: boolean, extra = "") =>
  `rounded-xl border bg-bg/60 px-4 py-3 text-fg placeholder:text-muted/60 focus:border-accent focus:outline-none ${invalid ? "border-accent" : "border-line"} ${extra}`;

/** An address or domain: typed left to right on a keyboard with "/" and ".", without capitals or spelling fixes. */
export const addressInput = { type: "text", inputMode: "url", autoCapitalize: "none", spellCheck: false, dir: "ltr" } as const;

type Props = {
  label: ReactNode;
  /** The control's id (the hint and error ids derive from it); one of its own by default. */
  id?: string;
  hint?: ReactNode;
  /** Shown, and read with the control, while set. */
  error?: ReactNode;
  /** Whether the error marks the control invalid: by default any error does, but a lost connection is not the field's fault. */
  invalid?: boolean;
  /** The error above the hint, where it is what the visitor must read first. */
  errorFirst?: boolean;
  /** `alert` for an error that comes from a submit and must be heard at once. */
  errorRole?: "alert";
  /** A block error (title and message) needs a div; a sentence stays a paragraph. */
  errorTag?: "p" | "div";
  /** Further descriptions read after the hint and error (a counter, a note shared by two fields). */
  describedBy?: (string | false | null | undefined)[];
  /** A checkbox or radio that sits inside its label, before the words. */
  inline?: boolean;
  className?: string;
  labelClassName?: string;
  hintClassName?: string;
  errorClassName?: string;
  errorTestId?: string;
  /** After the hint and error: live feedback, suggestions. */
  after?: ReactNode;
  children: (control: FieldControl) => ReactNode;
};

/**
 * A labelled field of a tool: the label, the control (rendered by
 * `children` with the ids and aria attributes to spread), a hint and an
 * error, described to screen readers in the order they are shown.
 */
export function ToolField(props: Props) {
  const own = useId();
  const id = props.id ?? own;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = props.error !== undefined && props.error !== null && props.error !== false;
  const shown = props.errorFirst
    ? [hasError && errorId, props.hint !== undefined && hintId]
    : [props.hint !== undefined && hintId, hasError && errorId];
  const describedBy = [...shown, ...(props.describedBy ?? [])].filter(Boolean).join(" ") || undefined;
  const control: FieldControl = { id, "aria-invalid": (props.invalid ?? hasError) || undefined, "aria-describedby": describedBy };

  const ErrorTag = props.errorTag ?? "p";
  const error = hasError && (
    <ErrorTag id={errorId} role={props.errorRole} className={props.errorClassName} data-testid={props.errorTestId}>
      {props.error}
    </ErrorTag>
  );
  const hint = props.hint !== undefined && (
    <p id={hintId} className={props.hintClassName ?? "mt-1.5 text-xs leading-5 text-muted"}>
      {props.hint}
    </p>
  );
  const labelClassName = props.labelClassName ?? "text-sm font-semibold";

  return (
    <div className={props.className}>
      {props.inline ? (
        <label className={labelClassName}>
          {props.children(control)}
          {props.label}
        </label>
      ) : (
        <>
          <label htmlFor={id} className={labelClassName}>
            {props.label}
          </label>
          {props.children(control)}
        </>
      )}
      {props.errorFirst && error}
      {hint}
      {!props.errorFirst && error}
      {props.after}
    </div>
  );
}
