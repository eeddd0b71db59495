import { useId, useMemo, useState } from "react";
import { RotateCcw } from "lucide-react";
import { useT } from "~/i18n/use-lang";
import { ToolTips } from "~/features/tools/kit/tool-tips";
import { buildUtmUrl, parseWebsiteUrl, utmFields, type UtmField } from "./build-utm-url";
import { UtmParamField } from "./utm-param-field";
import { UtmResultView } from "./utm-result";
import { UtmUrlField } from "./utm-url-field";

type Values = { url: string } & Record<UtmField, string>;
const emptyValues: Values = { url: "", source: "", medium: "", campaign: "", term: "", content: "", id: "" };

/** UTM link builder: the link updates as you type and never leaves the browser. */
export default function UtmTool() {
  const { t } = useT("tool-utm");
  const base = useId();
  const id = (part: string) => `${base}-${part}`;
  const [values, setValues] = useState<Values>(emptyValues);
  const set = (field: keyof Values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const site = useMemo(() => parseWebsiteUrl(values.url), [values.url]);
  const result = useMemo(() => buildUtmUrl(values), [values]);

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

        <UtmUrlField
          id={id("url")}
          value={values.url}
          onChange={set("url")}
          error={!site.ok && site.error !== "url-empty" ? site.error : null}
          schemeAdded={site.ok && site.schemeAdded}
        />

        <div className="grid gap-5 sm:grid-cols-2">
          {utmFields.map((field) => (
            <UtmParamField key={field} id={id(field)} field={field} value={values[field]} onChange={set(field)} />
          ))}
        </div>
      </form>

      <UtmResultView result={result} titleId={id("result-title")} fieldIds={utmFields.map((field) => id(field)).join(" ")} />

      <ToolTips title={t("tips.title")} items={t("tips.items", { returnObjects: true })} className="card p-5 sm:p-7 lg:col-span-2" />
    </div>
  );
}
