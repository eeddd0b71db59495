import { useId, useMemo, useState } from "react";
import { ExternalLink, Info, Lightbulb, RotateCcw, TriangleAlert } from "lucide-react";
import { useLang, useT } from "~/i18n/use-lang";
import { CopyButton } from "~/features/tools/kit/copy-button";
import {
  buildUtmUrl,
  linkParameters,
  namingSuggestion,
  parseWebsiteUrl,
  requiredUtmFields,
  utmFields,
  utmParam,
  type UtmField,
  type UtmNote,
} from "./build-utm-url";

type Values = { url: string } & Record<UtmField, string>;
const emptyValues: Values = { url: "", source: "", medium: "", campaign: "", term: "", content: "", id: "" };

/** Common values, offered (never imposed) while typing. */
const presets: Partial<Record<UtmField, string[]>> = {
  source: ["facebook", "instagram", "google", "tiktok", "snapchat", "youtube", "linkedin", "whatsapp", "telegram", "newsletter"],
  medium: ["cpc", "paid_social", "social", "email", "sms", "display", "referral", "qr", "influencer", "video"],
};

/** Inputs can hold far more than any sane link; this only stops a runaway paste from freezing the page. */
const maxLength = 4000;

const strongLetter = /[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const rightToLeftLetter = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/**
 * The direction of a value from its first letter, so "2025_q2_01" and
 * "عرض رمضان" both read correctly; the field then aligns it with the page.
 */
function valueDirection(text: string): "ltr" | "rtl" {
  const first = strongLetter.exec(text)?.[0];
  return first !== undefined && rightToLeftLetter.test(first) ? "rtl" : "ltr";
}

const inputClass = (invalid: boolean) =>
  `mt-2 w-full rounded-xl border bg-bg/60 px-4 py-3 text-fg placeholder:text-muted/60 focus:border-accent focus:outline-none ${
    invalid ? "border-accent" : "border-line"
  }`;

/** UTM link builder: the link updates as you type and never leaves the browser. */
export default function UtmTool() {
  const lang = useLang();
  const { t } = useT("tool-utm");
  const base = useId();
  const [values, setValues] = useState<Values>(emptyValues);
  const set = (field: keyof Values, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const site = useMemo(() => parseWebsiteUrl(values.url), [values.url]);
  const result = useMemo(() => buildUtmUrl(values), [values]);
  const urlError = !site.ok && site.error !== "url-empty" ? site.error : null;
  const schemeAdded = site.ok && site.schemeAdded;
  const id = (part: string) => `${base}-${part}`;
  const pageDirection = lang === "ar" ? "rtl" : "ltr";
  const list = (items: string[]) => new Intl.ListFormat(lang, { type: "conjunction" }).format(items);

  const status = result.ok
    ? t("result.ready")
    : result.error === "url-empty"
      ? t("result.empty")
      : result.error === "missing"
        ? t("result.missing", { fields: list(result.missing.map((field) => t(`fields.${field}.short`))) })
        : t("result.fixUrl");

  const noteText = (note: UtmNote) => {
    switch (note.code) {
      case "scheme-added":
        return null; // shown under the URL field, where it happened
      case "replaced":
      case "removed":
        return t(`notes.${note.code}`, { params: note.params.join(", ") });
      case "long":
        return t("notes.long", { length: note.length });
    }
  };

  const urlDescribedBy = [id("url-help"), urlError ? id("url-error") : "", schemeAdded ? id("url-note") : ""].filter(Boolean).join(" ");

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start" data-testid="utm-tool">
      <form className="card grid gap-5 p-5 sm:p-7" onSubmit={(event) => event.preventDefault()} aria-labelledby={id("form-title")} noValidate>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={id("form-title")} className="text-xl font-extrabold">
            {t("form.title")}
          </h2>
          <button
            type="button"
            className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold text-muted hover:text-fg"
            onClick={() => setValues(emptyValues)}
            data-testid="utm-clear"
          >
            <RotateCcw className="size-4" aria-hidden />
            {t("form.clear")}
          </button>
          <p className="w-full text-xs text-muted">
            <span className="text-accent-text">*</span> {t("form.required")}
          </p>
        </div>

        <div>
          <label htmlFor={id("url")} className="text-sm font-semibold">
            {t("fields.url.label")}{" "}
            <span className="text-accent-text" aria-hidden>
              *
            </span>
          </label>
          <input
            id={id("url")}
            name="url"
            type="text"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            dir="ltr"
            maxLength={maxLength}
            value={values.url}
            onChange={(event) => set("url", event.target.value)}
            placeholder={t("fields.url.placeholder")}
            aria-required
            aria-invalid={urlError ? true : undefined}
            aria-describedby={urlDescribedBy}
            className={`${inputClass(urlError !== null)} rtl:text-end`}
            data-testid="utm-url"
          />
          <p id={id("url-help")} className="mt-1.5 text-xs leading-5 text-muted">
            {t("fields.url.help")}
          </p>
          {urlError && (
            <p id={id("url-error")} className="mt-1.5 flex items-start gap-1.5 text-sm text-accent-text" data-testid="utm-url-error">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              {t(`errors.${urlError}`)}
            </p>
          )}
          {schemeAdded && (
            <p id={id("url-note")} className="mt-1.5 flex items-start gap-1.5 text-sm text-muted" data-testid="utm-scheme-note">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
              {t("notes.scheme-added")}
            </p>
          )}
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          {utmFields.map((field) => {
            const required = (requiredUtmFields as readonly string[]).includes(field);
            const suggestion = namingSuggestion(values[field]);
            const options = presets[field];
            const direction = valueDirection(values[field] || t(`fields.${field}.placeholder`));
            return (
              <div key={field}>
                <label htmlFor={id(field)} className="text-sm font-semibold">
                  {t(`fields.${field}.label`)}{" "}
                  {required ? (
                    <span className="text-accent-text" aria-hidden>
                      *
                    </span>
                  ) : (
                    <span className="font-normal text-muted">{t("form.optional")}</span>
                  )}
                  <span className="ms-1.5 font-mono text-xs font-normal text-muted">{utmParam[field]}</span>
                </label>
                <input
                  id={id(field)}
                  name={utmParam[field]}
                  type="text"
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={maxLength}
                  list={options ? id(`${field}-list`) : undefined}
                  value={values[field]}
                  onChange={(event) => set(field, event.target.value)}
                  placeholder={t(`fields.${field}.placeholder`)}
                  aria-required={required || undefined}
                  aria-describedby={[id(`${field}-help`), suggestion ? id(`${field}-hint`) : ""].filter(Boolean).join(" ")}
                  dir={direction}
                  className={`${inputClass(false)} ${direction === pageDirection ? "text-start" : "text-end"}`}
                  data-testid={`utm-${field}`}
                />
                {options && (
                  <datalist id={id(`${field}-list`)}>
                    {options.map((option) => (
                      <option key={option} value={option} />
                    ))}
                  </datalist>
                )}
                <p id={id(`${field}-help`)} className="mt-1.5 text-xs leading-5 text-muted">
                  {t(`fields.${field}.help`)}
                </p>
                {suggestion && (
                  <div className="mt-2 rounded-lg border border-line bg-bg/40 p-2.5 text-xs leading-5" data-testid={`utm-hint-${field}`}>
                    <p id={id(`${field}-hint`)} className="flex items-start gap-1.5 text-muted">
                      <Lightbulb className="mt-0.5 size-3.5 shrink-0 text-accent-text" aria-hidden />
                      <span>
                        {t("hint.text")} <bdi className="font-mono font-semibold text-fg">{suggestion}</bdi>
                      </span>
                    </p>
                    <button
                      type="button"
                      className="mt-1.5 ms-5 font-semibold text-accent-text underline decoration-dotted underline-offset-4 hover:text-fg"
                      onClick={() => set(field, suggestion)}
                      aria-label={t("hint.applyLabel", { value: suggestion, field: t(`fields.${field}.label`) })}
                      data-testid={`utm-apply-${field}`}
                    >
                      {t("hint.apply")}
                    </button>
                  </div>
                )}
              </div>
            );
          })}
        </div>
      </form>

      <section className="card grid gap-4 p-5 sm:p-7 lg:sticky lg:top-24" aria-labelledby={id("result-title")} data-testid="utm-result">
        <h2 id={id("result-title")} className="text-xl font-extrabold">
          {t("result.title")}
        </h2>
        <p role="status" aria-live="polite" className={`text-sm ${result.ok ? "text-emerald-400" : "text-muted"}`} data-testid="utm-status">
          {status}
        </p>
        {result.ok && (
          <>
            <output
              htmlFor={utmFields.map((field) => id(field)).join(" ")}
              dir="ltr"
              className="block rounded-xl border border-line bg-bg/60 p-4 text-start font-mono text-sm leading-6 break-all select-all"
              data-testid="utm-link"
            >
              {result.url}
            </output>
            <div className="flex flex-wrap items-center gap-2">
              <CopyButton text={result.url} className="py-2 text-sm" />
              <a
                href={result.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 rounded-lg border border-line px-3 py-2 text-sm font-semibold transition-colors hover:border-accent/60"
              >
                <ExternalLink className="size-3.5" aria-hidden />
                {t("result.open")}
                <span className="sr-only"> {t("result.openLabel")}</span>
              </a>
            </div>
            {result.notes.map((note) => {
              const text = noteText(note);
              return text ? (
                <p key={note.code} className="flex items-start gap-1.5 text-sm leading-6 text-muted" data-testid={`utm-note-${note.code}`}>
                  <Info className="mt-1 size-4 shrink-0" aria-hidden />
                  <span>{text}</span>
                </p>
              ) : null;
            })}
            <table className="w-full table-fixed text-sm">
              <caption className="pb-2 text-start text-sm font-bold">{t("result.params")}</caption>
              <colgroup>
                <col className="w-36" />
                <col />
              </colgroup>
              <thead className="sr-only">
                <tr>
                  <th scope="col">{t("result.param")}</th>
                  <th scope="col">{t("result.value")}</th>
                </tr>
              </thead>
              <tbody>
                {linkParameters(result.url).map(([key, value]) => (
                  <tr key={key} className="border-t border-line">
                    <th scope="row" className="py-2 pe-3 text-start align-top font-mono text-xs font-normal text-muted">
                      <span dir="ltr">{key}</span>
                    </th>
                    <td className="py-2 align-top break-words">
                      <bdi>{value}</bdi>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>

      <section className="card p-5 sm:p-7 lg:col-span-2" aria-labelledby={id("tips-title")}>
        <h2 id={id("tips-title")} className="text-lg font-extrabold">
          {t("tips.title")}
        </h2>
        <ul className="mt-3 grid gap-2 text-sm leading-7 text-muted md:grid-cols-2 md:gap-x-8">
          {(t("tips.items", { returnObjects: true }) as string[]).map((tip) => (
            <li key={tip} className="flex gap-2">
              <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent-solid" aria-hidden />
              <span>{tip}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
