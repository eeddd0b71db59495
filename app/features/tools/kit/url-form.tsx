import { useId, useState, type FormEvent, type ReactNode } from "react";
import { LoaderCircle, TriangleAlert, type LucideIcon } from "lucide-react";
import { useT } from "~/i18n/use-lang";
import { maxUrlLength, parseSiteUrl } from "#core/tools/site-url";
import type { ToolError } from "./tool-api";
import { Field } from "~/components/ui/field";
import { addressInput, inputClass } from "./tool-field";

/** The spec's "Invalid URL / Please enter a valid URL.", caught before any request. */
function invalidUrlError(tools: (key: "api.invalidUrl.title" | "api.invalidUrl.message") => string): ToolError {
  return { code: "invalid_url", status: 400, title: tools("api.invalidUrl.title"), message: tools("api.invalidUrl.message") };
}

/**
 * The form of the tools that take a website address (SEO analyzer, website
 * speed): a left-to-right field, a submit button that spins while busy, help
 * text, and the error as an alert tied to the field. An address that does
 * not parse never reaches `onUrl`: it comes back through `onInvalid` with the
 * `invalid_url` error, which marks the field itself invalid.
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
  onUrl: (url: string) => void;
  onInvalid: (error: ToolError) => void;
  /** Extra content at the end of the form, e.g. a live region. */
  children?: ReactNode;
}) {
  const tools = useT("tools").t;
  const titleId = useId();
  const [value, setValue] = useState("");
  const { error, testId, icon: Icon } = props;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (props.busy) return;
    const site = parseSiteUrl(value);
    if (site.ok) props.onUrl(site.url);
    else props.onInvalid(invalidUrlError(tools));
  }

  return (
    <form className="card grid gap-3 p-5 sm:p-7" onSubmit={submit} noValidate aria-labelledby={titleId} aria-busy={props.busy}>
      <h2 id={titleId} className="text-xl font-extrabold">
        {props.title}
      </h2>
      {props.intro && <p className="text-sm leading-7 text-muted">{props.intro}</p>}
      <Field
        className="grid gap-3"
        label={props.label}
        hint={props.help}
        hintClassName="text-xs leading-5 text-muted"
        error={
          error && (
            <>
              <TriangleAlert className="mt-1 size-4 shrink-0 text-danger" aria-hidden />
              <div>
                <p className="font-bold" data-testid={`${testId}-error-title`}>
                  {error.title}
                </p>
                <p className="text-muted" data-testid={`${testId}-error-message`}>
                  {error.message}
                </p>
              </div>
            </>
          )
        }
        invalid={error?.code === "invalid_url"}
        errorTag="div"
        errorRole="alert"
        errorClassName="flex gap-3 rounded-xl border border-danger/40 bg-danger/10 p-4 text-sm leading-6"
        errorTestId={`${testId}-error`}
      >
        {(control) => (
          <div className="flex flex-col gap-3 sm:flex-row">
            <input
              {...control}
              {...addressInput}
              name="url"
              autoComplete="url"
              maxLength={maxUrlLength}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              placeholder={props.placeholder}
              aria-required
              className={inputClass(Boolean(control["aria-invalid"]), "min-w-0 flex-1 rtl:text-end")}
              data-testid={`${testId}-url`}
            />
            <button
              type="submit"
              className="btn-primary inline-flex justify-center disabled:cursor-wait disabled:opacity-70 sm:min-w-40"
              disabled={props.busy}
              data-testid={`${testId}-submit`}
            >
              {props.busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <Icon className="size-4" aria-hidden />}
              {props.submitLabel}
            </button>
          </div>
        )}
      </Field>
      {props.children}
    </form>
  );
}
