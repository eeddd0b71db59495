import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { CircleCheck, MessageCircle, Phone, Send } from "lucide-react";
import { langPrefix, type Lang } from "#core/i18n/languages";
import { useT } from "~/i18n/use-lang";
import { phoneDigits } from "#core/settings/site-settings";
import {
  contactLimits,
  contactValues,
  interestIds,
  missingRequired,
  validateContact,
  type ContactField,
  type FieldErrors,
} from "#core/contact/contact-schema";
import { Toast, type ToastMessage } from "./toast";
import { readVisit } from "./visit";
import { track } from "~/utils/insights";
import type { ContactAnswer } from "#core/contact/contact-answer";

type Props = {
  lang: Lang;
  /**
   * Signed time the form was shown (spam check). Pages come from the page
   * cache without one: the form asks for it once it is on screen, and a form
   * sent without JavaScript comes back once to be confirmed, carrying one.
   */
  token?: string | undefined;
  contact: { phone: string; whatsapp: string };
  /** The server's answer to a submission without JavaScript, with what was typed. */
  initial?: { result: ContactAnswer; values: Record<string, string | string[]> } | undefined;
};

const fields: { name: "name" | "email" | "phone" | "company"; type: string; autoComplete: string; required: boolean; max: number; dir?: "ltr" }[] = [
  { name: "name", type: "text", autoComplete: "name", required: true, max: contactLimits.name },
  { name: "email", type: "email", autoComplete: "email", required: true, max: contactLimits.email, dir: "ltr" },
  { name: "phone", type: "tel", autoComplete: "tel", required: false, max: contactLimits.phone, dir: "ltr" },
  { name: "company", type: "text", autoComplete: "organization", required: false, max: contactLimits.company },
];

/**
 * The enquiry form. Without JavaScript it is a plain POST to /{lang}/contact;
 * with JavaScript it validates at once with the same schema as the server and
 * sends without leaving the page. What the visitor typed is never cleared
 * unless the message arrived.
 */
export function ContactForm({ lang, token = "", contact, initial }: Props) {
  const { t } = useT("contact");
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>(initial?.result.status === "invalid" ? initial.result.errors : {});
  const [sentTo, setSentTo] = useState<string | null>(initial?.result.status === "sent" ? initial.result.name : null);
  const [sending, setSending] = useState(false);
  // Each token is accepted once; after a message is sent the server hands over the next.
  const [formToken, setFormToken] = useState(token);
  const [givenToken, setGivenToken] = useState(token);
  if (token !== givenToken) {
    setGivenToken(token);
    setFormToken(token);
  }
  const [toast, setToast] = useState<ToastMessage | null>(null);
  useEffect(() => {
    if (formToken) return;
    const controller = new AbortController();
    fetch("/api/contact/token", { signal: controller.signal, headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<{ token: string }>) : null))
      .then((answer) => answer?.token && setFormToken(answer.token))
      // Without a token the server asks to confirm the message once: nothing is lost.
      .catch(() => undefined);
    return () => controller.abort();
  }, [formToken]);
  const [draft, setDraft] = useState(() => ({
    name: String(initial?.values.name ?? ""),
    company: String(initial?.values.company ?? ""),
    message: String(initial?.values.message ?? ""),
  }));
  const closeToast = useCallback(() => setToast(null), []);
  const showToast = (title: string, text: string, tone: ToastMessage["tone"] = "error") => setToast({ id: Date.now(), tone, title, text });

  const errorText = (field: ContactField) => {
    const code = errors[field];
    if (!code) return undefined;
    const max = code === "links" ? contactLimits.links : contactLimits[field as keyof typeof contactLimits];
    return t(`errors.${code}`, { count: max });
  };

  const focusFirstError = (found: FieldErrors) => {
    const first = (["name", "email", "phone", "company", "message", "interests"] as ContactField[]).find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const explain = (found: FieldErrors) => {
    setErrors(found);
    focusFirstError(found);
    showToast(t("toast.errorTitle"), missingRequired(found) ? t("toast.missing") : t("toast.check"));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const checked = validateContact(contactValues(data));
    if (!checked.ok) {
      track({ type: "form", step: "failed" });
      return explain(checked.errors);
    }
    setErrors({});

    const visit = readVisit();
    for (const [key, value] of Object.entries(visit.utm)) if (value && !data.get(key)) data.set(key, value);
    if (visit.referrer) data.set("ref", visit.referrer);
    // The page it was sent from (without JavaScript the server reads it from the Referer).
    data.set("page", window.location.pathname);
    data.set("lang", lang);

    setSending(true);
    try {
      const response = await fetch("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
        body: urlencode(data),
      });
      const result = (await response.json().catch(() => ({ status: "error" }))) as ContactAnswer;
      // A sent enquiry is counted by the server; a refused one here.
      if (result.status !== "sent" && result.status !== "confirm") track({ type: "form", step: "failed" });
      if (result.status === "sent") {
        form.reset();
        setDraft({ name: "", company: "", message: "" });
        setSentTo(result.name);
        if (result.token) setFormToken(result.token);
      } else if (result.status === "invalid") {
        explain(result.errors);
      } else if (result.status === "rate_limited") {
        showToast(t("toast.rateLimitedTitle"), t("toast.rateLimited", { count: result.retryAfterMinutes }));
      } else if (result.status === "confirm") {
        setFormToken(result.token);
        showToast(t("confirm.title"), t("confirm.text"));
      } else if (result.status === "blocked") {
        showToast(t("toast.blockedTitle"), t("toast.blocked"));
      } else {
        showToast(t("toast.failedTitle"), t("toast.failed"));
      }
    } catch {
      track({ type: "form", step: "failed" });
      showToast(t("toast.failedTitle"), t("toast.failed"));
    } finally {
      setSending(false);
    }
  }

  const whatsappText = [
    draft.company ? t("whatsappTextCompany", { name: draft.name || "…", company: draft.company }) : t("whatsappText", { name: draft.name || "…" }),
    draft.message,
  ]
    .filter(Boolean)
    .join("\n\n");
  const whatsappHref = `https://wa.me/${phoneDigits(contact.whatsapp)}${draft.name || draft.message ? `?text=${encodeURIComponent(whatsappText)}` : ""}`;
  const callHref = `tel:+${phoneDigits(contact.phone)}`;

  if (sentTo !== null) {
    return (
      <div className="card grid place-items-center gap-4 p-10 text-center" role="status" data-testid="contact-success">
        <CircleCheck className="size-12 text-success" aria-hidden />
        <h3 className="text-2xl font-extrabold">{t("success.title")}</h3>
        <p className="max-w-md leading-7 text-muted">{t("success.text", { name: sentTo })}</p>
        {initial?.result.status === "sent" ? (
          <Link to={lang === "ar" ? "/" : "/en"} className="btn-ghost inline-flex">
            {t("success.home")}
          </Link>
        ) : (
          <button type="button" className="btn-ghost inline-flex" onClick={() => setSentTo(null)}>
            {t("success.again")}
          </button>
        )}
      </div>
    );
  }

  const fieldClass = (field: ContactField) =>
    `mt-2 w-full rounded-xl border bg-bg/60 px-4 py-3 text-fg placeholder:text-muted/60 focus:border-accent focus:outline-none ${
      errors[field] ? "border-accent" : "border-line"
    }`;
  const value = (name: string) => {
    const raw = initial?.values[name];
    return typeof raw === "string" ? raw : undefined;
  };
  const checkedInterests = new Set(([] as string[]).concat(initial?.values.interests ?? []));

  return (
    <>
      <form
        ref={formRef}
        method="post"
        action={`${langPrefix(lang)}/contact`}
        noValidate
        onSubmit={onSubmit}
        onInput={(event) => {
          const target = event.target as HTMLInputElement;
          if (target.name === "name" || target.name === "company" || target.name === "message")
            setDraft((d) => ({ ...d, [target.name]: target.value }));
          if (errors[target.name as ContactField]) setErrors((current) => ({ ...current, [target.name]: undefined }));
        }}
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
          {fields.map((field) => (
            <div key={field.name}>
              <label htmlFor={`contact-${field.name}`} className="text-sm font-semibold">
                {t(`form.${field.name}.label`)}{" "}
                {field.required ? (
                  <span className="text-accent-text" aria-hidden>
                    *
                  </span>
                ) : (
                  <span className="font-normal text-muted">{t("form.optional")}</span>
                )}
              </label>
              <input
                id={`contact-${field.name}`}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                maxLength={field.max}
                placeholder={t(`form.${field.name}.placeholder`)}
                defaultValue={value(field.name)}
                dir={field.dir}
                aria-required={field.required || undefined}
                aria-invalid={errors[field.name] ? true : undefined}
                aria-describedby={errors[field.name] ? `contact-${field.name}-error` : undefined}
                className={`${fieldClass(field.name)} ${field.dir ? "rtl:text-end" : ""}`}
              />
              {errors[field.name] && (
                <p id={`contact-${field.name}-error`} className="mt-1.5 text-sm text-accent-text" data-testid={`error-${field.name}`}>
                  {errorText(field.name)}
                </p>
              )}
            </div>
          ))}
        </div>

        <fieldset>
          <legend className="text-sm font-semibold">
            {t("form.interests.legend")} <span className="font-normal text-muted">{t("form.optional")}</span>
          </legend>
          <div className="mt-3 flex flex-wrap gap-2">
            {interestIds.map((id) => (
              <label key={id} className="cursor-pointer">
                <input type="checkbox" name="interests" value={id} defaultChecked={checkedInterests.has(id)} className="peer sr-only" />
                <span className="inline-flex rounded-full border border-line px-4 py-2 text-sm font-semibold text-muted transition-colors peer-checked:border-accent peer-checked:bg-accent-soft peer-checked:text-fg peer-focus-visible:outline-2 peer-focus-visible:outline-accent-text">
                  {t(`form.interests.${id}`)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <div>
          <label htmlFor="contact-message" className="text-sm font-semibold">
            {t("form.message.label")}{" "}
            <span className="text-accent-text" aria-hidden>
              *
            </span>
          </label>
          <textarea
            id="contact-message"
            name="message"
            rows={5}
            maxLength={contactLimits.message}
            placeholder={t("form.message.placeholder")}
            defaultValue={value("message")}
            aria-required
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? "contact-message-error" : undefined}
            className={`${fieldClass("message")} resize-y`}
          />
          {errors.message && (
            <p id="contact-message-error" className="mt-1.5 text-sm text-accent-text" data-testid="error-message">
              {errorText("message")}
            </p>
          )}
        </div>

        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary inline-flex disabled:opacity-60" disabled={sending} data-testid="contact-send">
            <Send className="size-4 rtl:-scale-x-100" aria-hidden />
            {sending ? t("form.sending") : t("form.send")}
          </button>
          <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className="btn-ghost inline-flex" data-testid="contact-whatsapp">
            <MessageCircle className="size-4" aria-hidden />
            {t("form.whatsapp")}
          </a>
          <a href={callHref} className="btn-ghost inline-flex" data-testid="contact-call">
            <Phone className="size-4" aria-hidden />
            {t("form.call")}
          </a>
        </div>
        <p className="text-xs text-muted">
          <Link to={`${langPrefix(lang)}/privacy-policy`} className="underline decoration-dotted underline-offset-4 hover:text-fg">
            {t("form.privacy")}
          </Link>
        </p>
      </form>
      {toast && <Toast toast={toast} onClose={closeToast} closeLabel={t("toast.close")} />}
    </>
  );
}

function urlencode(data: FormData): string {
  const params = new URLSearchParams();
  for (const [key, value] of data.entries()) if (typeof value === "string") params.append(key, value);
  return params.toString();
}
