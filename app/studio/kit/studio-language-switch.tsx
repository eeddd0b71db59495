import { direction, otherLanguage, type Lang } from "#core/i18n/languages";
import { useToast } from "~/components/ui/toast";
import { useStudioLanguage } from "./studio-language";
import { useStudioT } from "./use-studio-t";

const names: Record<Lang, string> = { ar: "العربية", en: "English" };

/** A button naming the other language in that language, as the public site's switch does. */
export function StudioLanguageSwitch({ className = "" }: { className?: string }) {
  const { lang, choose, switching } = useStudioLanguage();
  const { t } = useStudioT();
  const { toast } = useToast();
  const other = otherLanguage(lang);
  return (
    <button
      type="button"
      lang={other}
      dir={direction(other)}
      onClick={() =>
        void choose(other).catch(() => toast({ title: t("language.failed"), description: t("language.failedHint"), variant: "destructive" }))
      }
      aria-busy={switching || undefined}
      disabled={switching}
      className={`btn-ghost inline-flex shrink-0 py-2 text-sm ${className}`}
      data-testid="studio-language"
    >
      {names[other]}
    </button>
  );
}
