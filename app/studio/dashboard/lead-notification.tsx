import { CircleAlert, MailCheck, MailWarning, RotateCw } from "lucide-react";
import type { LeadNotification, NotificationState, UnsentNotifications } from "#core/leads/lead-wire";
import { useStudioT } from "../kit/use-studio-t";
import { useStudioFormats } from "../kit/studio-formats";

/** The state colour of a notification: theme tokens only. */
export const notificationTone: Record<NotificationState, string> = { failed: "text-danger", waiting: "text-warning", sent: "text-success" };

function RetryButton({ name, onRetry }: { name: string; onRetry: () => void }) {
  const { t } = useStudioT();
  return (
    <button type="button" onClick={onRetry} className="btn-ghost inline-flex py-1.5 text-sm" data-testid="notification-retry">
      <RotateCw className="size-4" aria-hidden />
      {t("dashboard.notification.retry")}
      {/* Which enquiry, for a screen reader listing several buttons; the visible words come first in the name. */}
      <span className="sr-only"> {t("dashboard.notification.retryFor", { name })}</span>
    </button>
  );
}

/**
 * Above the enquiries: every one whose notification mail is not sent yet or failed for good
 * (ADR 029). The enquiry itself is stored; the owner just was not told by mail.
 */
export function UnsentNotice({
  unsent,
  onOpen,
  onRetry,
}: {
  unsent: UnsentNotifications;
  onOpen: (id: string) => void;
  onRetry: (id: string) => void;
}) {
  const { t } = useStudioT();
  const format = useStudioFormats();
  if (unsent.items.length === 0) return null;
  return (
    <aside
      className={`rounded-xl border border-line p-4 lg:col-span-2 ${unsent.failed > 0 ? "bg-danger/10" : ""}`}
      aria-labelledby="unsent-title"
      data-testid="unsent-notice"
    >
      <div className="flex gap-3">
        <CircleAlert className={`mt-0.5 size-5 shrink-0 ${unsent.failed > 0 ? "text-danger" : "text-warning"}`} aria-hidden />
        <div className="flex-1">
          <h2 id="unsent-title" className="font-bold">
            {t("dashboard.notification.noticeTitle")}
          </h2>
          <p className="mt-1 text-sm text-muted">{t("dashboard.notification.noticeText", { failed: unsent.failed, waiting: unsent.waiting })}</p>
          <ul className="mt-3 grid gap-2">
            {unsent.items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="unsent-item">
                <button type="button" onClick={() => onOpen(item.id)} className="font-semibold underline" dir="auto">
                  {item.name}
                </button>
                <span className={notificationTone[item.state]}>{t(`dashboard.notification.${item.state}`)}</span>
                <time className="text-xs text-muted" dateTime={item.createdAt}>
                  {format.dateTime(item.createdAt)}
                </time>
                <span className="ms-auto">
                  <RetryButton name={item.name} onRetry={() => onRetry(item.id)} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </aside>
  );
}

/** In the enquiry's view: where its notification mail is, and a retry while it is not sent. */
export function NotificationPanel({ name, notification, onRetry }: { name: string; notification: LeadNotification | null; onRetry: () => void }) {
  const { t } = useStudioT();
  const format = useStudioFormats();
  const state = notification?.state;
  const Icon = state === "sent" ? MailCheck : MailWarning;
  return (
    <section className="mt-6 rounded-xl border border-line p-4" aria-labelledby="notification-title" data-testid="lead-notification">
      <div className="flex flex-wrap items-center gap-3">
        <Icon className={`size-5 ${state ? notificationTone[state] : "text-muted"}`} aria-hidden />
        <h3 id="notification-title" className="text-sm font-bold">
          {t("dashboard.notification.title")}
        </h3>
        <span className={`text-sm font-semibold ${state ? notificationTone[state] : "text-muted"}`} data-testid="notification-state">
          {state ? t(`dashboard.notification.${state}`) : t("dashboard.notification.none")}
        </span>
        {state !== "sent" && (
          <span className="ms-auto">
            <RetryButton name={name} onRetry={onRetry} />
          </span>
        )}
      </div>
      {notification && (
        <p className="mt-2 text-sm text-muted">
          {notification.sentAt && state === "sent"
            ? t("dashboard.notification.sentAt", { when: format.dateTime(notification.sentAt) })
            : [
                t("dashboard.notification.attempts", { attempts: notification.attempts }),
                notification.nextAttemptAt && state === "waiting"
                  ? t("dashboard.notification.nextTry", { when: format.dateTime(notification.nextAttemptAt) })
                  : "",
                notification.lastError ? t("dashboard.notification.lastError", { error: notification.lastError }) : "",
              ]
                .filter(Boolean)
                .join(" · ")}
        </p>
      )}
      {notification && notification.possibleDuplicates > 0 && (
        <p className="mt-1 text-sm text-warning">{t("dashboard.notification.duplicates", { copies: notification.possibleDuplicates })}</p>
      )}
    </section>
  );
}
