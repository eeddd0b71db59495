import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Archive, ArrowLeft, Inbox as InboxIcon, Mail, MailOpen, MessageCircle, RefreshCw, Search, Trash2 } from "lucide-react";
import { Spinner } from "~/components/ui/spinner";
import { internationalNumber } from "#core/leads/phone-number";
import { isFollowUpDue, leadStages, type LeadDetail, type LeadStage, type LeadStatus, type LeadSummary } from "#core/leads/lead-wire";
import { dayOf } from "#core/insights/days";
import { PipelinePanel } from "./lead-pipeline";
import { leadSource } from "#core/insights/source";
import { SampleNotice } from "./sample-notice";
import { TranslationsBehind } from "../kit/translations-behind";
import { StudioApiError } from "../kit/studio-api";
import { NotificationPanel, notificationTone, UnsentNotice } from "./lead-notification";
import { ConfirmDialog } from "../kit/confirm-dialog";
import { DataRequest } from "./data-request";
import { ChatCode } from "./chat-code";
import { useToast } from "~/components/ui/toast";
import { StudioShell, type StudioApi } from "../kit/studio-shell";
import { useStudioT } from "../kit/use-studio-t";
import { useStudioFormats } from "../kit/studio-formats";
import { useStudioLanguage } from "../kit/studio-language";
import { useInboxList } from "./use-inbox-list";
import { useReplyTemplates, type ReplyTemplates } from "./use-reply-templates";
import { fillReply, mailReply, serviceOf, unnamedService, whatsAppReply } from "#core/leads/reply-template";
import { interestIds, type InterestId } from "#core/contact/contact-schema";
import type { Lang } from "#core/i18n/languages";

/** /admin/dashboard: the enquiries inbox, with a note while visitors still see sample values. */
export function DashboardPage({ anonKey }: { anonKey: string }) {
  return (
    <StudioShell anonKey={anonKey}>
      {(api) => (
        <>
          <SampleNotice api={api} />
          <TranslationsBehind api={api} />
          <Inbox api={api} />
        </>
      )}
    </StudioShell>
  );
}

function Inbox({ api: studio }: { api: StudioApi }) {
  const { t } = useStudioT();
  const format = useStudioFormats();
  const api = studio.leads;
  const { views, view, setView, query, setQuery, stage, setStage, items, unread, unsent, failed, load } = useInboxList(api);
  const [selected, setSelected] = useState<LeadDetail | null>(null);
  const { toast } = useToast();
  const [deleting, setDeleting] = useState<LeadDetail | null>(null);
  const [busy, setBusy] = useState(false);
  const replies = useReplyTemplates(studio);

  const open = async (id: string) => {
    if (!api) return;
    let lead = await api.get(id);
    if (lead.status === "new") lead = await api.setStatus(id, "read");
    setSelected(lead);
    void load();
  };

  const setStatus = async (status: LeadStatus) => {
    if (!api || !selected) return;
    setSelected(await api.setStatus(selected.id, status));
    void load();
  };

  /** Opening a reply moves a new lead to "replied" (the time is kept); a later stage stays as it is. */
  const replied = async () => {
    if (!api || !selected || selected.pipeline.stage !== "new") return;
    try {
      setSelected(await api.savePipeline(selected.id, { revision: selected.pipeline.revision, stage: "replied" }));
      void load();
    } catch {
      // Not marked: he can set the stage himself; nothing he typed is involved.
    }
  };

  /** Sends an enquiry's notification mail again (ADR 029). */
  const retry = async (id: string) => {
    if (!api) return;
    try {
      const lead = await api.retryNotification(id);
      toast({ title: t("dashboard.notification.retried"), description: t("dashboard.notification.retriedText"), variant: "default" });
      setSelected((current) => (current?.id === id ? lead : current));
    } catch (error) {
      const code = error instanceof StudioApiError ? error.body.error : undefined;
      const description =
        code === "already_sent"
          ? t("dashboard.notification.alreadySent")
          : code === "sending"
            ? t("dashboard.notification.sending")
            : t("toasts.generic");
      toast({ title: t("dashboard.notification.retryFailed"), description, variant: "destructive" });
      if (selected?.id === id) setSelected(await api.get(id).catch(() => selected));
    }
    void load();
  };

  /** Deletes the enquiry the owner confirmed, with its mail (ADR 036). */
  const remove = async () => {
    if (!api || !deleting) return;
    setBusy(true);
    try {
      await api.remove(deleting.id);
      toast({ title: t("dashboard.deleted"), description: t("dashboard.deletedText"), variant: "default" });
      setSelected((current) => (current?.id === deleting.id ? null : current));
    } catch {
      toast({ title: t("dashboard.deleteFailed"), description: t("toasts.generic"), variant: "destructive" });
    } finally {
      setBusy(false);
      setDeleting(null);
    }
    void load();
  };

  return (
    <main className="mx-auto grid max-w-7xl gap-4 px-4 py-6 lg:grid-cols-[24rem_1fr]">
      {unsent && <UnsentNotice unsent={unsent} onOpen={(id) => void open(id)} onRetry={(id) => void retry(id)} />}
      <section aria-labelledby="leads-title" className={selected ? "hidden lg:block" : ""}>
        <div className="flex items-center gap-2">
          <h1 id="leads-title" className="text-xl font-extrabold">
            {t("dashboard.title")}
          </h1>
          {unread > 0 && (
            <span className="rounded-full bg-accent-solid px-2 py-0.5 text-xs font-bold text-on-accent" data-testid="unread-count">
              {t("dashboard.unread", { count: unread })}
            </span>
          )}
          <button
            type="button"
            onClick={() => void load()}
            className="ms-auto grid size-8 place-items-center rounded-md border border-line"
            aria-label={t("dashboard.retry")}
          >
            <RefreshCw className="size-4" aria-hidden />
          </button>
        </div>
        <div className="mt-4 flex gap-1 rounded-lg border border-line p-1" role="group">
          {views.map((v) => (
            <button
              key={v}
              type="button"
              onClick={() => setView(v)}
              aria-pressed={view === v}
              className={`flex-1 rounded-md px-2 py-1.5 text-sm font-semibold ${view === v ? "bg-fg/10" : "text-muted"}`}
            >
              {t(`dashboard.${v}`)}
            </button>
          ))}
        </div>
        <label className="relative mt-3 block">
          <span className="sr-only">{t("dashboard.search")}</span>
          <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden />
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t("dashboard.search")}
            className="w-full rounded-lg border border-line bg-bg py-2 pe-3 ps-9 text-sm focus:border-accent"
            data-testid="lead-search"
          />
        </label>
        <label className="mt-3 flex items-center gap-2 text-sm">
          <span className="shrink-0 font-semibold">{t("dashboard.pipeline.filter")}</span>
          <select
            value={stage}
            onChange={(event) => setStage(event.target.value as LeadStage | "due" | "")}
            className="w-full rounded-lg border border-line bg-bg px-3 py-2 text-sm text-fg focus:border-accent"
            data-testid="lead-stage-filter"
          >
            <option value="">{t("dashboard.pipeline.filterAll")}</option>
            <option value="due">{t("dashboard.pipeline.filterDue")}</option>
            {leadStages.map((value) => (
              <option key={value} value={value}>
                {t(`dashboard.pipeline.stages.${value}`)}
              </option>
            ))}
          </select>
        </label>
        {failed ? (
          <div className="mt-6 text-sm text-muted" role="alert">
            {t("dashboard.loadFailed")}{" "}
            <button type="button" onClick={() => void load()} className="underline">
              {t("dashboard.retry")}
            </button>
          </div>
        ) : items === null ? (
          <Spinner label={t("loading")} />
        ) : items.length === 0 ? (
          <p className="mt-6 text-sm text-muted" data-testid="leads-empty">
            {query ? t("dashboard.noMatch") : t("dashboard.empty")}
          </p>
        ) : (
          // One column no wider than the list: a long preview truncates instead of widening every row past the edge.
          <ul className="mt-4 grid grid-cols-1 gap-2" data-testid="lead-list">
            {items.map((lead) => (
              <li key={lead.id}>
                <button
                  type="button"
                  onClick={() => void open(lead.id)}
                  className={`w-full rounded-xl border p-3 text-start transition-colors hover:border-accent/60 ${selected?.id === lead.id ? "border-accent bg-fg/5" : "border-line"}`}
                  data-testid="lead-item"
                  data-status={lead.status}
                >
                  <span className="flex items-center gap-2">
                    {lead.status === "new" && <span className="size-2 rounded-full bg-accent" aria-label={t("dashboard.new")} />}
                    <span className={`flex-1 truncate ${lead.status === "new" ? "font-extrabold" : "font-semibold"}`} dir="auto">
                      {lead.name}
                    </span>
                    <time className="shrink-0 text-xs text-muted" dateTime={lead.createdAt}>
                      {format.dateTime(lead.createdAt)}
                    </time>
                  </span>
                  <span className="mt-1 block truncate text-sm text-muted" dir="auto">
                    {lead.preview}
                  </span>
                  {(lead.stage !== "new" || isDue(lead)) && (
                    <span className="mt-1.5 flex flex-wrap gap-1.5 text-xs font-semibold">
                      {lead.stage !== "new" && (
                        <span className={`rounded-full px-2 py-0.5 ${stageTone[lead.stage]}`} data-testid="lead-item-stage">
                          {t(`dashboard.pipeline.stages.${lead.stage}`)}
                        </span>
                      )}
                      {isDue(lead) && (
                        <span className="rounded-full bg-warning/15 px-2 py-0.5 text-warning" data-testid="lead-item-due">
                          {t("dashboard.pipeline.due")}
                        </span>
                      )}
                    </span>
                  )}
                  {(lead.notification === "failed" || lead.notification === "waiting") && (
                    <span className={`mt-1 block text-xs font-semibold ${notificationTone[lead.notification]}`} data-testid="lead-item-notification">
                      {t(`dashboard.notification.${lead.notification}`)}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        )}
        {api && (
          <ChatCode
            api={api}
            onAdded={(lead) => {
              setSelected(lead);
              void load();
            }}
          />
        )}
        {api && (
          <DataRequest
            api={api}
            onDeleted={() => {
              setSelected(null);
              void load();
            }}
          />
        )}
      </section>

      <section aria-live="polite" className={selected ? "" : "hidden lg:block"}>
        {selected ? (
          <LeadView
            lead={selected}
            pipeline={
              api && (
                <PipelinePanel
                  key={selected.id}
                  lead={selected}
                  save={api.savePipeline}
                  onSaved={(lead) => {
                    setSelected(lead);
                    void load();
                  }}
                />
              )
            }
            replies={replies}
            onReplied={() => void replied()}
            onStatus={setStatus}
            onRetry={() => void retry(selected.id)}
            onDelete={() => setDeleting(selected)}
            onBack={() => setSelected(null)}
          />
        ) : (
          <p className="rounded-xl border border-dashed border-line p-10 text-center text-muted">{t("dashboard.select")}</p>
        )}
      </section>
      <ConfirmDialog
        open={deleting !== null}
        title={t("dashboard.deleteDialog.title")}
        cancel={t("dashboard.deleteDialog.cancel")}
        confirm={t("dashboard.deleteDialog.confirm")}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void remove()}
      >
        {t("dashboard.deleteDialog.text", { name: deleting?.name ?? "" })}
      </ConfirmDialog>
    </main>
  );
}

/** A topic he ticked, by the name the form offered it under, in the studio's language (the specification's four by the studio's names on an older enquiry). */
function topicName(lead: LeadDetail, id: string, lang: Lang, t: ReturnType<typeof useStudioT>["t"]): string {
  const named = lead.interestNames[id]?.[lang];
  if (named) return named;
  return (interestIds as readonly string[]).includes(id) ? t(`interests.${id as InterestId}`) : id;
}

function LeadView({
  lead,
  pipeline,
  replies,
  onReplied,
  onStatus,
  onRetry,
  onDelete,
  onBack,
}: {
  lead: LeadDetail;
  /** Where it stands: stage, value, notes, follow-up (issue 45). */
  pipeline: ReactNode;
  /** His reply templates and his name, to fill them with. */
  replies: ReplyTemplates;
  /** He opened a reply by mail or WhatsApp: a new lead becomes "replied". */
  onReplied: () => void;
  onStatus: (status: LeadStatus) => Promise<void>;
  onRetry: () => void;
  onDelete: () => void;
  onBack: () => void;
}) {
  const { t } = useStudioT();
  const { lang } = useStudioLanguage();
  const format = useStudioFormats();
  const none = t("dashboard.none");
  const [templateId, setTemplateId] = useState("");
  const utm = Object.entries(lead.utm ?? {});
  // Named as Insights names it (core/insights/source.ts), as its "From visit to client" tables do.
  const source = leadSource(lead, typeof window === "undefined" ? undefined : window.location.hostname);
  const rows: [string, ReactNode][] = [
    [t("dashboard.received"), format.dateTime(lead.createdAt)],
    [t("dashboard.from"), lead.name],
    [t("dashboard.channel"), t(`dashboard.channels.${lead.channel}`)],
    [t("login.email"), lead.email || none],
    [t("dashboard.phone"), lead.phone || none],
    [t("dashboard.company"), lead.company || none],
    [t("dashboard.interests"), lead.interests.length ? format.list(lead.interests.map((id) => topicName(lead, id, lang, t))) : none],
    [t("dashboard.language"), t(`studio.lists.language.${lead.lang}`)],
    [t("dashboard.page"), lead.pagePath || none],
    [t("dashboard.referrer"), lead.referrer || none],
    [t("dashboard.utm"), utm.length ? utm.map(([k, v]) => `${k}=${v}`).join(" · ") : none],
    [
      t("dashboard.source"),
      <Link
        key="source"
        to={`/admin/insights?${new URLSearchParams({ period: "30d", source: source.source })}`}
        className="font-semibold text-accent-text underline"
        data-testid="lead-source"
      >
        {source.campaign ? `${source.source} · ${source.campaign}` : source.source}
      </Link>,
    ],
    [t("dashboard.userAgent"), lead.userAgent || none],
  ];
  const subject = t("dashboard.replySubject");
  // A number typed with a leading 0, spaces or Arabic-Indic digits still opens his client's chat (issue 45, item 4).
  const whatsapp = lead.phone ? internationalNumber(lead.phone) : undefined;
  // A template chosen: its text in the client's language, his name and topics filled in (issue 45, item 4).
  const template = replies.templates.find((entry) => entry.id === templateId);
  const replyText = template
    ? fillReply(template.body[lead.lang] || template.body[lead.lang === "ar" ? "en" : "ar"], {
        name: lead.name,
        service: serviceOf(
          lead.interests.map((id) => topicName(lead, id, lead.lang, t)),
          lead.lang,
          unnamedService[lead.lang],
        ),
        owner: replies.owner?.[lead.lang] ?? "",
      })
    : "";
  return (
    <article className="rounded-2xl border border-line bg-surface p-5 sm:p-7" data-testid="lead-detail">
      <button type="button" onClick={onBack} className="mb-4 inline-flex items-center gap-1.5 text-sm text-muted lg:hidden">
        <ArrowLeft className="size-4" aria-hidden />
        {t("dashboard.back")}
      </button>
      <h2 className="text-2xl font-extrabold" dir="auto">
        {lead.name}
      </h2>
      {replies.templates.length > 0 && (lead.email || whatsapp) && (
        <div className="mt-4 grid max-w-sm gap-1.5">
          <label htmlFor="reply-template" className="text-sm font-semibold">
            {t("dashboard.template")}
          </label>
          <select
            id="reply-template"
            value={templateId}
            onChange={(event) => setTemplateId(event.target.value)}
            className="w-full rounded-lg border border-line bg-bg px-3 py-2.5 text-base text-fg focus:border-accent"
            data-testid="reply-template"
          >
            <option value="">{t("dashboard.noTemplate")}</option>
            {replies.templates.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.title[lang] || entry.title[lang === "ar" ? "en" : "ar"]}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {lead.email && (
          <a
            href={replyText ? mailReply(lead.email, subject, replyText) : `mailto:${lead.email}?subject=${encodeURIComponent(subject)}`}
            className="btn-primary inline-flex py-2 text-sm"
            data-testid="reply-email"
            onClick={onReplied}
          >
            <Mail className="size-4" aria-hidden />
            {t("dashboard.replyEmail")}
          </a>
        )}
        {whatsapp && (
          <a
            href={replyText ? whatsAppReply(whatsapp, replyText) : `https://wa.me/${whatsapp}`}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-ghost inline-flex py-2 text-sm"
            data-testid="reply-whatsapp"
            onClick={onReplied}
          >
            <MessageCircle className="size-4" aria-hidden />
            {t("dashboard.replyWhatsApp")}
          </a>
        )}
        <button
          type="button"
          onClick={() => void onStatus(lead.status === "new" ? "read" : "new")}
          className="btn-ghost inline-flex py-2 text-sm"
          data-testid="toggle-read"
        >
          {lead.status === "new" ? <MailOpen className="size-4" aria-hidden /> : <Mail className="size-4" aria-hidden />}
          {lead.status === "new" ? t("dashboard.markRead") : t("dashboard.markUnread")}
        </button>
        <button
          type="button"
          onClick={() => void onStatus(lead.status === "archived" ? "read" : "archived")}
          className="btn-ghost inline-flex py-2 text-sm"
          data-testid="toggle-archive"
        >
          {lead.status === "archived" ? <InboxIcon className="size-4" aria-hidden /> : <Archive className="size-4" aria-hidden />}
          {lead.status === "archived" ? t("dashboard.unarchive") : t("dashboard.archive")}
        </button>
        <button type="button" onClick={onDelete} className="btn-ghost inline-flex py-2 text-sm text-danger">
          <Trash2 className="size-4" aria-hidden />
          {t("dashboard.delete")}
        </button>
      </div>
      {pipeline}
      <NotificationPanel name={lead.name} notification={lead.notification} onRetry={onRetry} />
      <div className="mt-6 rounded-xl border border-line bg-bg/60 p-4">
        <h3 className="text-sm font-bold text-muted">{t("dashboard.message")}</h3>
        <p className="mt-2 whitespace-pre-wrap leading-7" dir="auto" data-testid="lead-message">
          {lead.message}
        </p>
      </div>
      <dl className="mt-6 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="break-words" dir="auto">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

const stageTone: Record<LeadStage, string> = {
  new: "bg-fg/10 text-muted",
  replied: "bg-info/15 text-info",
  quote: "bg-info/15 text-info",
  won: "bg-success/15 text-success",
  lost: "bg-fg/10 text-muted",
};
const isDue = (lead: LeadSummary) => isFollowUpDue(lead, dayOf(Date.now()));
