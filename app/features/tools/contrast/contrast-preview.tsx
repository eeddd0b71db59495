import { Palette } from "lucide-react";
import { useT } from "~/i18n/use-lang";
import { toOpaqueHex, type Rgba } from "./contrast";

/** Sample text and a button in the two colours, as they would look on the page. */
export function ContrastPreview({ text, background, titleId }: { text: Rgba; background: Rgba; titleId: string }) {
  const { t } = useT("tool-contrast");
  return (
    <div>
      <h3 id={titleId} className="text-sm font-semibold text-muted">
        {t("preview.title")}
      </h3>
      <div
        className="mt-2 rounded-xl border border-line p-5 sm:p-6"
        style={{ background: toOpaqueHex(background), color: toOpaqueHex(text) }}
        role="group"
        aria-labelledby={titleId}
        data-testid="contrast-preview"
      >
        <p className="text-2xl leading-snug font-normal">{t("preview.large")}</p>
        <p className="mt-3 text-base leading-7">{t("preview.normal")}</p>
        <span
          className="mt-5 inline-flex items-center gap-2 rounded-lg border-2 px-3 py-1.5 text-sm font-semibold"
          style={{ borderColor: toOpaqueHex(text) }}
        >
          <Palette className="size-4" aria-hidden />
          {t("preview.button")}
        </span>
      </div>
    </div>
  );
}
