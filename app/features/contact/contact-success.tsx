import { Link } from "react-router";
import { CircleCheck } from "lucide-react";
import type { Lang } from "#core/i18n/languages";
import { useT } from "~/i18n/use-lang";

/**
 * The thank-you in the form's place. After a submission without JavaScript it leads home;
 * on the page it offers to write again.
 */
export function ContactSuccess({ lang, name, withoutScript, onAgain }: { lang: Lang; name: string; withoutScript: boolean; onAgain: () => void }) {
  const { t } = useT("contact");
  return (
    <div className="card grid place-items-center gap-4 p-10 text-center" role="status" data-testid="contact-success">
      <CircleCheck className="size-12 text-success" aria-hidden />
      <h3 className="text-2xl font-extrabold">{t("success.title")}</h3>
      <p className="max-w-md leading-7 text-muted">{t("success.text", { name })}</p>
      {withoutScript ? (
        <Link to={lang === "ar" ? "/" : "/en"} className="btn-ghost inline-flex">
          {t("success.home")}
        </Link>
      ) : (
        <button type="button" className="btn-ghost inline-flex" onClick={onAgain}>
          {t("success.again")}
        </button>
      )}
    </div>
  );
}
