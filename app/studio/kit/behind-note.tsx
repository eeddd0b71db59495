import type { Lang } from "#core/i18n/languages";
import { useStudioT } from "./use-studio-t";

/**
 * A language that may be out of date (issue 43, item 7): the other language changed after this one was
 * written. Both of the other's wordings side by side, and "Still correct" for when it still says the same.
 */
export function BehindNote({
  lang,
  was,
  now,
  disabled,
  onConfirm,
}: {
  lang: Lang;
  was: string;
  now: string;
  disabled: boolean;
  onConfirm: () => void;
}) {
  const { t } = useStudioT();
  const other: Lang = lang === "ar" ? "en" : "ar";
  const direction = other === "ar" ? "rtl" : "ltr";
  const languageName = lang === "ar" ? t("studio.pages.arabic") : t("studio.pages.english");
  return (
    <div className="mt-2 grid gap-2 rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm" role="note" data-testid={`text-behind-${lang}`}>
      <p className="font-semibold text-warning">{t("studio.pages.behind.mark")}</p>
      <p className="text-muted">{t(other === "ar" ? "studio.pages.behind.fromAr" : "studio.pages.behind.fromEn")}</p>
      <p className="rounded-md bg-bg/60 px-2 py-1 line-through decoration-warning/60" lang={other} dir={direction} data-testid="behind-was">
        {was}
      </p>
      <p className="text-muted">{t("studio.pages.behind.now")}</p>
      <p className="rounded-md bg-bg/60 px-2 py-1" lang={other} dir={direction} data-testid="behind-now">
        {now}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted">{t("studio.pages.behind.hint")}</p>
        <button
          type="button"
          className="btn-ghost py-1.5 text-sm"
          onClick={onConfirm}
          disabled={disabled}
          aria-label={`${t("studio.pages.behind.confirm")}: ${languageName}`}
          data-testid={`text-confirm-${lang}`}
        >
          {t("studio.pages.behind.confirm")}
        </button>
      </div>
    </div>
  );
}
