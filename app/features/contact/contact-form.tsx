import { Link } from "react-router";
import { langPrefix, type Lang } from "#core/i18n/languages";
import { contactLimits, type ContactField } from "#core/contact/contact-schema";
import type { ContactAnswer } from "#core/contact/contact-answer";
import { ToastProvider, type ToastLook } from "~/components/ui/toast";
import { useT } from "~/i18n/use-lang";
import { ContactActions } from "./contact-actions";
import { ContactTextField, InterestChoices, lineFields } from "./contact-fields";
import { ContactSuccess } from "./contact-success";
import { useContactSubmission } from "./use-contact-submission";

type Props = {
  lang: Lang;
  /**
   * Signed time the form was shown (spam check). Pages come from the page
   * cache without one: the form asks for it once it is on screen, and a form
   * sent without JavaScript comes back once to be confirmed, carrying one.
   */
  token?: string | undefined;
  /** The server's answer to a submission without JavaScript, with what was typed. */
  initial?: { result: ContactAnswer; values: Record<string, string | string[]> } | undefined;
  /** What he typed into the server's form before this one took its place (a page of islands, ADR 055). */
  typed?: Record<string, string | string[]> | undefined;
};

/** The page's toasts: one at a time, centred above the bottom edge, clear of the floating widgets. */
const contactToasts: ToastLook = {
  listClassName: "inset-x-4 bottom-4 z-[80] mx-auto max-w-md sm:bottom-6",
  variants: {
    default: { box: "border-success/50 bg-surface-2", icon: "text-success" },
    destructive: { box: "border-accent/60 bg-surface-2", icon: "text-accent-text" },
  },
  testIds: { toast: "toast", title: "toast-title", description: "toast-text", action: "toast-action" },
};

/**
 * The enquiry form. Without JavaScript it is a plain POST to /{lang}/contact;
 * with JavaScript it validates at once with the same schema as the server and
 * sends without leaving the page. What the visitor typed is never cleared
 * unless the message arrived.
 */
export function ContactForm(props: Props) {
  const { t } = useT("contact");
  return (
    <ToastProvider closeLabel={t("toast.close")} look={contactToasts} max={1}>
      <Enquiry {...props} />
    </ToastProvider>
  );
}

function Enquiry({ lang, token = "", initial, typed }: Props) {
  const { t } = useT("contact");
  const { formRef, errors, clearError, sentTo, sendAnother, sending, formToken, onSubmit } = useContactSubmission({
    lang,
    token,
    initial: initial?.result,
  });

  if (sentTo !== null) {
    return <ContactSuccess lang={lang} name={sentTo} withoutScript={initial?.result.status === "sent"} onAgain={sendAnother} />;
  }

  const errorText = (field: ContactField) => {
    const code = errors[field];
    if (!code) return undefined;
    const max = code === "links" ? contactLimits.links : contactLimits[field as keyof typeof contactLimits];
    return t(`errors.${code}`, { count: max });
  };
  const value = (name: string) => {
    const raw = typed?.[name] ?? initial?.values[name];
    return typeof raw === "string" ? raw : undefined;
  };

  return (
    <form
      ref={formRef}
      method="post"
      action={`${langPrefix(lang)}/contact`}
      noValidate
      onSubmit={onSubmit}
      onInput={(event) => clearError((event.target as HTMLInputElement).name)}
      className="card grid gap-5 p-6 sm:p-8"
      data-testid="contact-form"
      data-insights-form="contact"
      aria-busy={sending}
    >
      <input type="hidden" name="started" value={formToken} />
      {/* Only robots fill this in. */}
      <div className="absolute -start-[10000px] size-px overflow-hidden" aria-hidden="true">
        <label>
          {t("form.honeypot")}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        {lineFields.map((field) => (
          <ContactTextField key={field.name} {...field} error={errorText(field.name)} defaultValue={value(field.name)} />
        ))}
      </div>

      <InterestChoices checked={new Set(([] as string[]).concat(typed?.interests ?? initial?.values.interests ?? []))} />

      <ContactTextField name="message" multiline required error={errorText("message")} defaultValue={value("message")} />

      <ContactActions sending={sending} />
      <p className="text-xs text-muted">
        <Link to={`${langPrefix(lang)}/privacy-policy`} className="underline decoration-dotted underline-offset-4 hover:text-fg">
          {t("form.privacy")}
        </Link>
      </p>
    </form>
  );
}
