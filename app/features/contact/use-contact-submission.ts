import { useEffect, useRef, useState, type FormEvent } from "react";
import type { Lang } from "#core/i18n/languages";
import { contactValues, missingRequired, validateContact, type ContactField, type FieldErrors } from "#core/contact/contact-schema";
import type { ContactAnswer } from "#core/contact/contact-answer";
import { useToast } from "~/components/ui/toast";
import { useT } from "~/i18n/use-lang";
import { track } from "~/utils/insights";
import { readVisit } from "./visit";

/** The order the fields are shown in: the first with an error gets the focus. */
const fieldOrder: ContactField[] = ["name", "email", "phone", "company", "message", "interests"];

/**
 * Sending the enquiry from the page: checked at once with the server's schema, then posted to
 * /api/contact with the visit's campaign and referrer; the answer becomes field errors, a toast or
 * the thank-you (`sentTo`). Each form token is accepted once; a page from the page cache has none
 * and asks for one.
 */
export function useContactSubmission({ lang, token, initial }: { lang: Lang; token: string; initial: ContactAnswer | undefined }) {
  const { t } = useT("contact");
  const { toast } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>(initial?.status === "invalid" ? initial.errors : {});
  const [sentTo, setSentTo] = useState<string | null>(initial?.status === "sent" ? initial.name : null);
  const [sending, setSending] = useState(false);
  // Each token is accepted once; after a message is sent the server hands over the next.
  const [formToken, setFormToken] = useState(token);
  const [givenToken, setGivenToken] = useState(token);
  if (token !== givenToken) {
    setGivenToken(token);
    setFormToken(token);
  }
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

  const showError = (title: string, description: string) => toast({ title, description, variant: "destructive" });

  const explain = (found: FieldErrors) => {
    setErrors(found);
    const first = fieldOrder.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    showError(t("toast.errorTitle"), missingRequired(found) ? t("toast.missing") : t("toast.check"));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // The WhatsApp button sends the form to the site's WhatsApp link in a new tab, as it does without JavaScript.
    if ((event.nativeEvent as SubmitEvent).submitter?.hasAttribute("data-tap")) return;
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
        setSentTo(result.name);
        if (result.token) setFormToken(result.token);
      } else if (result.status === "invalid") {
        explain(result.errors);
      } else if (result.status === "rate_limited") {
        showError(t("toast.rateLimitedTitle"), t("toast.rateLimited", { count: result.retryAfterMinutes }));
      } else if (result.status === "confirm") {
        setFormToken(result.token);
        showError(t("confirm.title"), t("confirm.text"));
      } else if (result.status === "blocked") {
        showError(t("toast.blockedTitle"), t("toast.blocked"));
      } else {
        showError(t("toast.failedTitle"), t("toast.failed"));
      }
    } catch {
      track({ type: "form", step: "failed" });
      showError(t("toast.failedTitle"), t("toast.failed"));
    } finally {
      setSending(false);
    }
  }

  /** A field he corrects loses its error as he types. */
  const clearError = (field: string) => {
    if (errors[field as ContactField]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return { formRef, errors, clearError, sentTo, sendAnother: () => setSentTo(null), sending, formToken, onSubmit };
}

function urlencode(data: FormData): string {
  const params = new URLSearchParams();
  for (const [key, value] of data.entries()) if (typeof value === "string") params.append(key, value);
  return params.toString();
}
