import { useId, type RefObject } from "react";
import { Search, TriangleAlert } from "lucide-react";
import { useT } from "~/i18n/use-lang";
import { Field } from "~/components/ui/field";
import { addressInput, inputClass } from "~/features/tools/kit/tool-field";
import type { ToolError } from "~/features/tools/kit/tool-api";
import { maxNameLength } from "./use-domain-check";

/** The name field and its button; a name that is not a domain is said here, as an alert on the field. */
export function DomainForm(props: {
  value: string;
  onChange: (value: string) => void;
  onCheck: () => void;
  checking: boolean;
  invalid: ToolError | null;
  input: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useT("tool-domain");
  const titleId = useId();
  const { checking, invalid } = props;
  return (
    <form
      className="card grid gap-4 p-5 sm:p-7"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onCheck();
      }}
    >
      <h2 id={titleId} className="text-xl font-extrabold">
        {t("form.title")}
      </h2>
      <Field
        label={t("form.label")}
        hint={t("form.help")}
        hintClassName="mt-2 text-xs leading-5 text-muted"
        error={
          invalid && (
            <>
              <TriangleAlert className="mt-0.5 size-4 shrink-0 text-accent-text" aria-hidden />
              <p>
                <strong className="block font-bold">{invalid.title}</strong>
                {invalid.message}
              </p>
            </>
          )
        }
        errorTag="div"
        errorRole="alert"
        errorClassName="mt-3 flex items-start gap-2 rounded-xl border border-accent/50 bg-accent-soft p-3 text-sm"
        errorTestId="domain-invalid"
      >
        {(control) => (
          <div className="mt-2 flex flex-col gap-2 sm:flex-row">
            <input
              {...control}
              ref={props.input}
              {...addressInput}
              name="name"
              enterKeyHint="search"
              autoComplete="off"
              maxLength={maxNameLength}
              value={props.value}
              onChange={(event) => props.onChange(event.target.value)}
              placeholder={t("form.placeholder")}
              aria-required
              className={inputClass(invalid !== null, "min-w-0 flex-1 rtl:text-end")}
              data-testid="domain-input"
            />
            <button
              type="submit"
              className="btn-primary inline-flex justify-center"
              aria-disabled={checking || undefined}
              data-testid="domain-submit"
            >
              {checking ? (
                <span className="size-4 animate-spin rounded-full border-2 border-on-accent/40 border-t-on-accent" aria-hidden />
              ) : (
                <Search className="size-4" aria-hidden />
              )}
              {checking ? t("form.checking") : t("form.submit")}
            </button>
          </div>
        )}
      </Field>
    </form>
  );
}
