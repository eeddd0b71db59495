import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import { pathFor } from "#core/i18n/page-paths";
import { useLang, useT } from "~/i18n/use-lang";
import { usePublicShell } from "~/i18n/use-slugs";
import { ServiceIcon } from "./service-icons";

type ServiceItem = { title: string; description: string };

export function ServicesGrid({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const lang = useLang();
  const { t } = useT("services");
  const { slugs } = usePublicShell();
  const items = t("items", { returnObjects: true }) as Record<string, ServiceItem>;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {Object.entries(items).map(([id, item]) => (
        <li key={id}>
          <Link
            to={pathFor({ kind: "service", id }, lang, slugs)}
            className="card group flex h-full flex-col p-6 transition-[border-color,transform] duration-300 hover:-translate-y-1 hover:border-accent/60"
          >
            <span className="grid size-12 place-items-center rounded-xl bg-accent-soft text-accent-text">
              <ServiceIcon id={id} className="size-6" />
            </span>
            <Heading className="mt-5 text-lg font-bold">{item.title}</Heading>
            <p className="mt-2 flex-1 text-sm leading-6 text-muted">{item.description}</p>
            <ArrowLeft className="mt-5 size-5 text-accent-text transition-transform group-hover:-translate-x-1 ltr:rotate-180 ltr:group-hover:translate-x-1" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
