import type { ReactNode } from "react";
import { TriangleAlert } from "lucide-react";
import type { Lang } from "#core/i18n/languages";
import { Field } from "~/components/ui/field";
import { studioField } from "./studio-field";

type Props = {
  id: string;
  lang: Lang;
  label: string;
  /** The id of the hint the pair shares. */
  hintId: string;
  value: string;
  onChange: (value: string) => void;
  multiline: boolean;
  /** Lines a text area shows (4 unless said). */
  rows?: number;
  /** The text as its page will read it, when that differs (its facts written out). */
  reads?: string | undefined;
  /** An address segment: typed left to right whatever its language, with the address it gives under it. */
  address?: string | undefined;
  /** The label before `reads` ("Reads:"). */
  readsLabel?: string;
  /** "Missing translation" while the item is published and this text is empty. */
  warning?: string | undefined;
  error?: string | undefined;
  /** "540 of 600 characters", shown as a text nears its limit. */
  counter?: string | undefined;
  /** Under the field: its translation may be out of date, with what changed. */
  note?: ReactNode;
};

/** Side by side, the Arabic text takes the right-hand column in either studio language: each language reads from its own outer edge. */
export const sideOfArabic = "md:col-start-2 md:rtl:col-start-1 md:row-start-1";
export const sideOfEnglish = "md:col-start-1 md:rtl:col-start-2 md:row-start-1";

/** One language of a bilingual text: right-to-left in the Arabic font for Arabic, left-to-right for English. */
export function BilingualField({
  id,
  lang,
  label,
  hintId,
  value,
  onChange,
  multiline,
  rows = 4,
  reads,
  readsLabel,
  address,
  warning,
  error,
  counter,
  note,
}: Props) {
  return (
    <Field
      {...studioField}
      id={id}
      label={label}
      sharedHintId={hintId}
      className={`grid content-start gap-1.5 ${lang === "ar" ? sideOfArabic : sideOfEnglish}`}
      testId={`field-${id}`}
      // A missing translation is a warning in the error's place: it does not mark the text invalid.
      error={
        error ||
        (warning && (
          <>
            <TriangleAlert className="size-4 shrink-0" aria-hidden />
            {warning}
          </>
        ))
      }
      invalid={Boolean(error)}
      errorClassName={error ? studioField.errorClassName : "flex items-center gap-1.5 text-sm text-warning"}
      errorTestId={error ? studioField.errorTestId : "field-warning"}
    >
      {(control) => {
        const common = {
          ...control,
          value,
          dir: address !== undefined ? "ltr" : lang === "ar" ? "rtl" : "ltr",
          lang,
          onChange: (event: { target: { value: string } }) => onChange(event.target.value),
          className: `w-full rounded-lg border bg-bg/60 px-3 py-2.5 text-base text-fg focus:border-accent ${error ? "border-danger" : warning ? "border-warning/70" : "border-line"} ${lang === "ar" ? "font-arabic" : ""}`,
        } as const;
        return (
          <>
            {multiline ? <textarea rows={rows} {...common} /> : <input type="text" {...common} />}
            {reads !== undefined && reads !== value && (
              <p className="line-clamp-3 text-xs leading-5 text-muted" data-testid="facts-rendered">
                {readsLabel}{" "}
                <bdi lang={lang} dir={lang === "ar" ? "rtl" : "ltr"} className="text-fg">
                  {reads}
                </bdi>
              </p>
            )}
            {address !== undefined && (
              <p className="text-xs break-all text-muted" dir="ltr" data-testid="slug-address">
                {address}
              </p>
            )}
            {counter && (
              <p className={`text-xs tabular-nums ${error ? "text-danger" : "text-muted"}`} data-testid="field-counter">
                {counter}
              </p>
            )}
            {note}
          </>
        );
      }}
    </Field>
  );
}
