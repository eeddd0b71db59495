import { Info, TriangleAlert } from "lucide-react";
import { useT } from "~/i18n/use-lang";
import { Field } from "~/components/ui/field";
import { addressInput, inputClass } from "~/features/tools/kit/tool-field";
import type { UrlErrorCode } from "./build-utm-url";
import { maxLength } from "./max-length";

/** The website address: its error as the visitor types, and a note when https:// was added for them. */
export function UtmUrlField(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: UrlErrorCode | null;
  schemeAdded: boolean;
}) {
  const { t } = useT("tool-utm");
  const { id, error } = props;
  const noteId = `${id}-note`;
  return (
    <Field
      id={id}
      label={
        <>
          {t("fields.url.label")}{" "}
          <span className="text-accent-text" aria-hidden>
            *
          </span>
        </>
      }
      hint={t("fields.url.help")}
      error={
        error && (
          <>
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t(`errors.${error}`)}
          </>
        )
      }
      errorClassName="mt-1.5 flex items-start gap-1.5 text-sm text-accent-text"
      errorTestId="utm-url-error"
      describedBy={[props.schemeAdded && noteId]}
      after={
        props.schemeAdded && (
          <p id={noteId} className="mt-1.5 flex items-start gap-1.5 text-sm text-muted" data-testid="utm-scheme-note">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t("notes.scheme-added")}
          </p>
        )
      }
    >
      {(control) => (
        <input
          {...control}
          {...addressInput}
          name="url"
          autoComplete="url"
          maxLength={maxLength}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          placeholder={t("fields.url.placeholder")}
          aria-required
          className={inputClass(error !== null, "mt-2 w-full rtl:text-end")}
          data-testid="utm-url"
        />
      )}
    </Field>
  );
}
