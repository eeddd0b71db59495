import type { ReactNode } from "react";
import { Link } from "react-router";
import { homePath } from "#core/i18n/languages";
import { Field } from "~/components/ui/field";
import { useStudioLanguage } from "./studio-language";
import { StudioLanguageSwitch } from "./studio-language-switch";
import { StudioMark } from "./studio-logo";

/** The centred card used by the sign-in and reset pages, with the studio's language switch beneath. */
export function StudioFrame({ title, subtitle, children, footer }: { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <main className="grid min-h-dvh place-items-center p-5">
      <div className="w-full max-w-sm">
        <div className="rounded-2xl border border-line bg-surface p-7 shadow-2xl shadow-black/50">
          <StudioMark size="card" />
          <h1 className="mt-4 text-2xl font-extrabold">{title}</h1>
          {subtitle && <p className="mt-1.5 text-sm leading-6 text-muted">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </div>
        <div className="mt-5 flex flex-wrap items-center justify-center gap-x-4 gap-y-2 text-sm text-muted">
          {footer}
          <StudioLanguageSwitch />
        </div>
      </div>
    </main>
  );
}

/** A labelled input of the sign-in and reset pages, with an optional hint. */
export function StudioFrameField({
  id,
  label,
  hint,
  ...input
}: { id: string; label: string; hint?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field id={id} label={label} hint={hint || undefined} hintClassName="mt-1 text-xs text-muted">
      {(control) => (
        <input {...control} {...input} className="mt-1.5 w-full rounded-lg border border-line bg-bg px-3.5 py-2.5 text-fg focus:border-accent" />
      )}
    </Field>
  );
}

/** The site's home in the studio's language. */
export function BackToSite({ label }: { label: string }) {
  const { lang } = useStudioLanguage();
  return (
    <Link to={homePath(lang)} className="hover:text-fg">
      {label}
    </Link>
  );
}
