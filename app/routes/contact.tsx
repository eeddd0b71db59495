import { data } from "react-router";
import { ContactFormSlot } from "~/islands/contact-form-slot";
import { requestPathname } from "~/utils/request-path";
import type { Route } from "./+types/contact";
import { requestInfoContext, servicesContext } from "#server/context";
import { languageFromPath } from "#core/i18n/languages";
import { useLang, useT } from "~/i18n/use-lang";
import { pageData } from "~/page-kit/page-data.server";
import { metaTags } from "~/page-kit/page-meta";
import { PageHeader } from "~/components/page/page-header";
import { ContactForm } from "~/features/contact/contact-form";
import type { ContactAnswer } from "#core/contact/contact-answer";
import { submitContact } from "#server/leads/contact-response.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await pageData({
    request,
    context,
    page: { kind: "static", page: "contact" },
    ns: ["contact"],
    metaKey: "contact:page.meta",
    crumb: { title: "contact:page.title" },
  });
  // Nothing per visitor: the page is served from the page cache (the form asks for its token).
  return page;
}

/** The form's path without JavaScript: a normal POST, answered by this page. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const lang = languageFromPath(requestPathname(request));
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data({ result: { status: "invalid", errors: {} } as ContactAnswer, values: {}, token: services.formToken() }, { status: 400 });
  }
  const values: Record<string, string | string[]> = {};
  for (const name of ["name", "email", "phone", "company", "message"]) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value.slice(0, 6000);
  }
  values.interests = form.getAll("interests").filter((v): v is string => typeof v === "string");
  const reply = await submitContact(services, {
    form,
    lang,
    referer: request.headers.get("referer") ?? undefined,
    userAgent: request.headers.get("user-agent") ?? undefined,
    ip: context.get(requestInfoContext).ip,
    dnt: request.headers.get("dnt") ?? undefined,
    gpc: request.headers.get("sec-gpc") ?? undefined,
  });
  // The form is shown again (to correct, confirm or write the next message) with the token its next send needs.
  return data(
    { result: reply.body, values: reply.body.status === "sent" ? {} : values, token: reply.token },
    { status: reply.code, headers: reply.headers },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.seo);

export default function Contact({ actionData }: Route.ComponentProps) {
  const lang = useLang();
  const { t } = useT("contact");
  const result = actionData?.result;
  // The answer to a post without script, with what was sent: the form and its island start from it.
  const initial = actionData ? { result: actionData.result, values: actionData.values } : undefined;
  return (
    <>
      <PageHeader title={t("page.title")} subtitle={t("page.subtitle")} />
      <div className="container-page max-w-4xl py-14">
        {result && result.status !== "sent" && result.status !== "invalid" && result.status !== "confirm" && (
          <div role="alert" className="card mb-6 border-accent/60 p-5" data-testid="contact-page-error">
            <p className="font-bold">
              {result.status === "rate_limited"
                ? t("toast.rateLimitedTitle")
                : result.status === "blocked"
                  ? t("toast.blockedTitle")
                  : t("toast.failedTitle")}
            </p>
            <p className="mt-1 text-sm text-muted">
              {result.status === "rate_limited"
                ? t("toast.rateLimited", { count: result.retryAfterMinutes })
                : result.status === "blocked"
                  ? t("toast.blocked")
                  : t("toast.failed")}
            </p>
          </div>
        )}
        {result?.status === "confirm" && (
          <div role="alert" className="card mb-6 border-accent/60 p-5" data-testid="contact-page-confirm">
            <p className="font-bold">{t("confirm.title")}</p>
            <p className="mt-1 text-sm text-muted">{t("confirm.text")}</p>
          </div>
        )}
        {result?.status === "invalid" && (
          <div role="alert" className="card mb-6 border-accent/60 p-5" data-testid="contact-page-error">
            <p className="font-bold">{t("toast.errorTitle")}</p>
            <p className="mt-1 text-sm text-muted">{Object.values(result.errors).includes("required") ? t("toast.missing") : t("toast.check")}</p>
          </div>
        )}
        <ContactFormSlot lang={lang} token={actionData?.token} initial={initial}>
          <ContactForm key={actionData ? JSON.stringify(actionData.values) : "empty"} lang={lang} token={actionData?.token} initial={initial} />
        </ContactFormSlot>
      </div>
    </>
  );
}
