import { useId, useMemo, useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import { Link2, RotateCcw } from "lucide-react";
import { useT } from "~/i18n/use-lang";
import { ToolTips } from "~/features/tools/kit/tool-tips";
import { scrollIntoViewIfHidden } from "~/features/tools/kit/use-reveal-results";
import { toolCompleted } from "~/utils/insights";
import { buildUtmUrl, parseWebsiteUrl, requiredUtmFields, utmFields } from "./build-utm-url";
import { UtmParamField } from "./utm-param-field";
import { UtmResultView } from "./utm-result";
import { UtmUrlField } from "./utm-url-field";
import { emptyValues, queryName, valuesFromQuery, type UtmValues } from "./utm-query";

/**
 * UTM link builder: the link updates as you type, in the browser. The form
 * is also a plain GET (its submit button, or Enter, before the tool's code
 * has loaded or without JavaScript): the server then renders the link for
 * the submitted values, or says what is missing.
 */
export default function UtmTool() {
  const { t } = useT("tool-utm");
  const { pathname, search } = useLocation();
  const base = useId();
  const id = (part: string) => `${base}-${part}`;
  const [initial] = useState(() => valuesFromQuery(search));
  const [values, setValues] = useState<UtmValues>(initial.values);
  // Once the form has been sent, an empty required field says so too.
  const [submitted, setSubmitted] = useState(initial.submitted);
  const set = (field: keyof UtmValues) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const site = useMemo(() => parseWebsiteUrl(values.url), [values.url]);
  const result = useMemo(() => buildUtmUrl(values), [values]);
  const isRequired = (field: string) => (requiredUtmFields as readonly string[]).includes(field);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (result.ok) {
      toolCompleted();
      const heading = document.getElementById(id("result-title"));
      scrollIntoViewIfHidden(heading);
      heading?.focus({ preventScroll: true });
      return;
    }
    // The first field to put right, in the order the form shows them.
    const first = !site.ok ? "url" : requiredUtmFields.find((field) => values[field].trim() === "");
    if (first) document.getElementById(id(first))?.focus();
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start" data-testid="utm-tool">
      <form
        method="get"
        action={pathname}
        className="card grid gap-5 p-5 sm:p-7"
        onSubmit={onSubmit}
        aria-labelledby={id("form-title")}
        noValidate
        data-testid="utm-form"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={id("form-title")} className="text-xl font-extrabold">
            {t("form.title")}
          </h2>
          <button
            type="button"
            className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold text-muted hover:text-fg"
            onClick={() => {
              setValues(emptyValues);
              setSubmitted(false);
              // A submission that arrived in the address would fill the form again on reload.
              const address = new URL(window.location.href);
              for (const name of Object.values(queryName)) address.searchParams.delete(name);
              window.history.replaceState(window.history.state, "", address);
            }}
            data-testid="utm-clear"
          >
            <RotateCcw className="size-4" aria-hidden />
            {t("form.clear")}
          </button>
          <p className="w-full text-xs text-muted">
            <span className="text-accent-text">*</span> {t("form.required")}
          </p>
        </div>

        <UtmUrlField
          id={id("url")}
          value={values.url}
          onChange={set("url")}
          error={!site.ok && (site.error !== "url-empty" || submitted) ? site.error : null}
          schemeAdded={site.ok && site.schemeAdded}
        />

        <div className="grid gap-5 sm:grid-cols-2">
          {utmFields.map((field) => (
            <UtmParamField
              key={field}
              id={id(field)}
              field={field}
              value={values[field]}
              onChange={set(field)}
              missing={submitted && isRequired(field) && values[field].trim() === ""}
            />
          ))}
        </div>

        {/* A real submit button (WCAG H32): Enter in any field sends the form. */}
        <button type="submit" className="btn-primary inline-flex justify-center sm:justify-self-start" data-testid="utm-submit">
          <Link2 className="size-4" aria-hidden />
          {t("form.submit")}
        </button>
      </form>

      <UtmResultView result={result} titleId={id("result-title")} fieldIds={utmFields.map((field) => id(field)).join(" ")} />

      <ToolTips title={t("tips.title")} items={t("tips.items", { returnObjects: true })} className="card p-5 sm:p-7 lg:col-span-2" />
    </div>
  );
}
