import { Lightbulb, TriangleAlert } from "lucide-react";
import { useLang, useT } from "~/i18n/use-lang";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/features/tools/kit/tool-field";
import { namingSuggestion, requiredUtmFields, utmParam, type UtmField } from "./build-utm-url";
import { maxLength } from "./max-length";
import { queryName } from "./utm-query";
import { valueDirection } from "./value-direction";

/** Common values, offered (never imposed) while typing. */
const presets: Partial<Record<UtmField, string[]>> = {
  source: ["facebook", "instagram", "google", "tiktok", "snapchat", "youtube", "linkedin", "whatsapp", "telegram", "newsletter"],
  medium: ["cpc", "paid_social", "social", "email", "sms", "display", "referral", "qr", "influencer", "video"],
};

/** One utm_ parameter: presets to pick from, and a suggested spelling that follows the naming advice. */
export function UtmParamField(props: { id: string; field: UtmField; value: string; onChange: (value: string) => void; missing?: boolean }) {
  const lang = useLang();
  const { t } = useT("tool-utm");
  const { id, field, value } = props;
  const required = (requiredUtmFields as readonly string[]).includes(field);
  const suggestion = namingSuggestion(value);
  const options = presets[field];
  const direction = valueDirection(value || t(`fields.${field}.placeholder`));
  const pageDirection = lang === "ar" ? "rtl" : "ltr";
  const suggestionId = `${id}-suggestion`;
  return (
    <Field
      id={id}
      label={
        <>
          {t(`fields.${field}.label`)}{" "}
          {required ? (
            <span className="text-accent-text" aria-hidden>
              *
            </span>
          ) : (
            <span className="font-normal text-muted">{t("form.optional")}</span>
          )}
          <span className="ms-1.5 font-mono text-xs font-normal text-muted">{utmParam[field]}</span>
        </>
      }
      hint={t(`fields.${field}.help`)}
      error={
        props.missing && (
          <>
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t("errors.required")}
          </>
        )
      }
      errorClassName="mt-1.5 flex items-start gap-1.5 text-sm text-accent-text"
      errorTestId={`utm-${field}-error`}
      describedBy={[suggestion && suggestionId]}
      after={
        suggestion && (
          <div className="mt-2 rounded-lg border border-line bg-bg/40 p-2.5 text-xs leading-5" data-testid={`utm-hint-${field}`}>
            <p id={suggestionId} className="flex items-start gap-1.5 text-muted">
              <Lightbulb className="mt-0.5 size-3.5 shrink-0 text-accent-text" aria-hidden />
              <span>
                {t("hint.text")} <bdi className="font-mono font-semibold text-fg">{suggestion}</bdi>
              </span>
            </p>
            <button
              type="button"
              className="mt-1.5 ms-5 font-semibold text-accent-text underline decoration-dotted underline-offset-4 hover:text-fg"
              onClick={() => props.onChange(suggestion)}
              aria-label={t("hint.applyLabel", { value: suggestion, field: t(`fields.${field}.label`) })}
              data-testid={`utm-apply-${field}`}
            >
              {t("hint.apply")}
            </button>
          </div>
        )
      }
    >
      {(control) => (
        <>
          <input
            {...control}
            name={queryName[field]}
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={maxLength}
            list={options ? `${id}-list` : undefined}
            value={value}
            onChange={(event) => props.onChange(event.target.value)}
            placeholder={t(`fields.${field}.placeholder`)}
            aria-required={required || undefined}
            dir={direction}
            className={inputClass(Boolean(props.missing), `mt-2 w-full ${direction === pageDirection ? "text-start" : "text-end"}`)}
            data-testid={`utm-${field}`}
          />
          {options && (
            <datalist id={`${id}-list`}>
              {options.map((option) => (
                <option key={option} value={option} />
              ))}
            </datalist>
          )}
        </>
      )}
    </Field>
  );
}
