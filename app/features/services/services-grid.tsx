import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import { pathFor } from "#core/i18n/page-paths";
import { useLang, useT } from "~/i18n/use-lang";
import { usePublicShell } from "~/i18n/use-slugs";
import { PageIcon } from "~/components/icons/page-icon";

export function ServicesGrid({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const lang = useLang();
  const { t } = useT("services");
  const { slugs } = usePublicShell();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const ids = t("order", { returnObjects: true });
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {ids.map((id) => (
        <li key={id}>
          <Link
            to={pathFor({ kind: "service", id }, lang, slugs)}
            className="card group flex h-full flex-col p-6 transition-[border-color,transform] duration-300 hover:-translate-y-1 hover:border-accent/60"
          >
            <span className="grid size-12 place-items-center rounded-xl bg-accent-soft text-accent-text">
              <PageIcon name={t(`items.${id}.icon`)} className="size-6" />
            </span>
            <Heading className="mt-5 text-lg font-bold">{t(`items.${id}.title`)}</Heading>
            <p className="mt-2 flex-1 text-sm leading-6 text-muted">{t(`items.${id}.description`)}</p>
            <ArrowLeft
              className="mt-5 size-5 text-accent-text transition-transform group-hover:-translate-x-1 ltr:rotate-180 ltr:group-hover:translate-x-1"
              aria-hidden
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
