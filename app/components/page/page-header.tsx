import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "~/components/ui/breadcrumbs";
import { homePath } from "#core/i18n/languages";
import { useLang, useT } from "~/i18n/use-lang";

type PageHeaderProps = {
  title: string;
  subtitle?: string;
  /** Crumbs between home and this page. */
  parents?: Crumb[];
  children?: ReactNode;
};

export function PageHeader({ title, subtitle, parents = [], children }: PageHeaderProps) {
  const lang = useLang();
  const { t } = useT("common");
  const crumbs: Crumb[] = [{ label: t("breadcrumbs.home"), href: homePath(lang) }, ...parents, { label: title }];
  return (
    <header className="relative overflow-hidden border-b border-line pb-12 pt-28 sm:pt-32">
      <div className="pointer-events-none absolute inset-x-0 -top-40 mx-auto h-80 max-w-3xl rounded-full bg-accent/20 blur-3xl" aria-hidden />
      <div className="container-page relative">
        <Breadcrumbs items={crumbs} label={t("a11y.breadcrumbs")} />
        <h1 className="mt-5 max-w-3xl text-3xl font-extrabold leading-tight sm:text-5xl">{title}</h1>
        {subtitle && <p className="mt-4 max-w-2xl text-lg leading-8 text-muted">{subtitle}</p>}
        {children}
      </div>
    </header>
  );
}
