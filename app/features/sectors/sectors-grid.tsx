import { Link } from "react-router";
import { pathFor } from "#core/i18n/page-paths";
import { useLang, useT } from "~/i18n/use-lang";
import { usePublicShell } from "~/i18n/use-slugs";
import { PageIcon } from "~/components/icons/page-icon";

export function SectorsGrid({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const lang = useLang();
  const { t } = useT("sectors");
  const { slugs } = usePublicShell();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const ids = t("order", { returnObjects: true });
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {ids.map((id) => (
        <li key={id}>
          <Link
            to={pathFor({ kind: "sector", id }, lang, slugs)}
            className="card flex h-full flex-col p-5 transition-colors duration-300 hover:border-accent/60"
          >
            <PageIcon name={t(`items.${id}.icon`)} className="size-7 text-accent-text" />
            <Heading className="mt-4 font-bold">{t(`items.${id}.title`)}</Heading>
            <p className="mt-2 text-sm leading-6 text-muted">{t(`items.${id}.description`)}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
