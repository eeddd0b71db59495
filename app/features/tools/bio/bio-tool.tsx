import { useT } from "~/i18n/use-lang";
import { ToolTips } from "~/features/tools/kit/tool-tips";
import { bioMaxLength } from "./generate-bios";
import { BioForm } from "./bio-form";
import { BioResults } from "./bio-results";
import { useBio } from "./use-bio";

export default function BioTool() {
  const { t } = useT("tool-bio");
  const { fieldId, formRef, values, update, errors, errorText, result, bios, announcement, onSubmit } = useBio();
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]" data-testid="bio-tool">
      <BioForm fieldId={fieldId} formRef={formRef} values={values} update={update} errors={errors} errorText={errorText} onSubmit={onSubmit} />

      <div className="min-w-0">
        <p role="status" aria-live="polite" className="sr-only" data-testid="bio-status">
          {announcement}
        </p>
        {result && bios.length > 0 ? (
          <BioResults bios={bios} round={result.round} headingId={fieldId("results")} form={fieldId("form")} />
        ) : (
          <p className="rounded-2xl border border-dashed border-line p-6 text-center leading-7 text-muted" data-testid="bio-empty">
            {t("results.empty", { max: bioMaxLength })}
          </p>
        )}

        <ToolTips
          look="disc"
          title={t("tips.title")}
          items={t("tips.items", { returnObjects: true })}
          className="card mt-8 p-5 sm:p-6"
          listClassName="mt-3 text-sm"
        />
      </div>
    </div>
  );
}
