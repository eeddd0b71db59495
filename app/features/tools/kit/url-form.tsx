import { useId, type FormEvent, type ReactNode } from "react";
import { LoaderCircle, TriangleAlert, type LucideIcon } from "lucide-react";
import { maxUrlLength } from "#core/tools/site-url";
import type { ToolError } from "./tool-api";

/**
 * The form of the tools that take a website address (SEO analyzer, website
 * speed): a left-to-right field, a submit button that spins while busy, help
 * text, and the error as an alert tied to the field. An invalid address
 * (code `invalid_url`) marks the field itself invalid.
 */
export function UrlForm(props: {
  /** Prefix of the data-testids: `{testId}-url`, `-submit`, `-error`, `-error-title`, `-error-message`. */
  testId: string;
  title: string;
  intro?: string;
  label: string;
  placeholder: string;
  help: string;
  submitLabel: string;
  icon: LucideIcon;
  busy: boolean;
  error: ToolError | null;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  /** Extra content at the end of the form, e.g. a live region. */
  children?: ReactNode;
}) {
  const base = useId();
  const id = (part: string) => `${base}-${part}`;
  const { error, testId, icon: Icon } = props;
  const invalid = error?.code === "invalid_url";
  const describedBy = [id("help"), error ? id("error") : ""].filter(Boolean).join(" ");
  return (
    <form className="card grid gap-3 p-5 sm:p-7" onSubmit={props.onSubmit} noValidate aria-labelledby={id("title")} aria-busy={props.busy}>
      <h2 id={id("title")} className="text-xl font-extrabold">
        {props.title}
      </h2>
      {props.intro && <p className="text-sm leading-7 text-muted">{props.intro}</p>}
      <label htmlFor={id("url")} className="text-sm font-semibold">
        {props.label}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={id("url")}
          name="url"
          type="text"
          inputMode="url"
          autoComplete="url"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
          maxLength={maxUrlLength}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          placeholder={props.placeholder}
          aria-required
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={`min-w-0 flex-1 rounded-xl border bg-bg/60 px-4 py-3 text-fg placeholder:text-muted/60 focus:border-accent focus:outline-none rtl:text-end ${
            invalid ? "border-accent" : "border-line"
          }`}
          data-testid={`${testId}-url`}
        />
        <button type="submit" className="btn-primary inline-flex justify-center disabled:cursor-wait disabled:opacity-70 sm:min-w-40" disabled={props.busy} data-testid={`${testId}-submit`}>
          {props.busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <Icon className="size-4" aria-hidden />}
          {props.submitLabel}
        </button>
      </div>
      <p id={id("help")} className="text-xs leading-5 text-muted">
        {props.help}
      </p>
      {error && (
        <div id={id("error")} role="alert" className="flex gap-3 rounded-xl border border-rose-400/40 bg-rose-500/10 p-4 text-sm leading-6" data-testid={`${testId}-error`}>
          <TriangleAlert className="mt-1 size-4 shrink-0 text-rose-400" aria-hidden />
          <div>
            <p className="font-bold" data-testid={`${testId}-error-title`}>
              {error.title}
            </p>
            <p className="text-muted" data-testid={`${testId}-error-message`}>
              {error.message}
            </p>
          </div>
        </div>
      )}
      {props.children}
    </form>
  );
}
