import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import { pathFor } from "#core/i18n/page-paths";
import { useLang, useT } from "~/i18n/use-lang";
import { usePublicShell } from "~/i18n/use-slugs";
import { toolIds } from "#core/catalogue/tools";
import { toolIcons } from "./tool-components";

/** Every tool of the catalogue, as a card linking to its page. */
export function ToolCards({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const lang = useLang();
  const { t } = useT("tools");
  const { slugs } = usePublicShell();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="tool-cards">
      {toolIds.map((id) => {
        const Icon = toolIcons[id];
        return (
          <li key={id} data-tool-card={id}>
            <Link to={pathFor({ kind: "tool", id }, lang, slugs)} className="card flex h-full flex-col p-5 transition-colors hover:border-accent/60">
              <span className="grid size-11 place-items-center rounded-xl bg-accent-soft text-accent-text">
                <Icon className="size-5" aria-hidden />
              </span>
              <Heading className="mt-4 font-bold">{t(`items.${id}.title`)}</Heading>
              <p className="mt-1 flex-1 text-sm leading-6 text-muted">{t(`items.${id}.description`)}</p>
              <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-text">
                {t("labels.open")}
                <ArrowLeft className="size-4 ltr:rotate-180" aria-hidden />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
