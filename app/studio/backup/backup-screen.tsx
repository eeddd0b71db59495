import { useEffect, useId, useRef, useState } from "react";
import { ArchiveRestore, Download, ShieldAlert } from "lucide-react";
import type { BackupKind, RestoreRefusal, RestoreSummary } from "#core/content/backup-wire";
import { restoreRefusals } from "#core/content/backup-wire";
import { StudioApiError } from "../kit/studio-api";
import { StudioShell, type StudioApi } from "../kit/studio-shell";
import { useToast } from "~/components/ui/toast";
import { useStudioT } from "../kit/use-studio-t";
import { changeCounts, revisionDate } from "../kit/revision-format";
import { useStudioFormats } from "../kit/studio-formats";

/** /admin/backup: download the content export or a full backup, and restore a file's content after a summary. */
export function BackupScreen({ anonKey }: { anonKey: string }) {
  return <StudioShell anonKey={anonKey}>{(api) => <Backup api={api} />}</StudioShell>;
}

type T = ReturnType<typeof useStudioT>["t"];

function Backup({ api }: { api: StudioApi }) {
  const { t } = useStudioT();
  return (
    <main className="mx-auto grid max-w-4xl gap-6 px-4 py-6" data-testid="backup-screen">
      <div>
        <h1 className="text-2xl font-extrabold">{t("studio.backup.title")}</h1>
        <p className="mt-1 max-w-3xl text-sm leading-6 text-muted">{t("studio.backup.lead")}</p>
      </div>
      <Automatic api={api} t={t} />
      <Downloads api={api} t={t} />
      <Restore api={api} t={t} />
    </main>
  );
}

/** The nightly backups the installer sets up (ADR 061): when the last one ran and its size, or how to get them. */
function Automatic({ api, t }: { api: StudioApi; t: T }) {
  const format = useStudioFormats();
  const headingId = useId();
  const [state, setState] = useState<Awaited<ReturnType<StudioApi["backup"]["automatic"]>> | null>(null);
  useEffect(() => {
    let live = true;
    api.backup.automatic().then(
      (answer) => live && setState(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);
  if (!state) return null;
  const { latest } = state;
  return (
    <section aria-labelledby={headingId} className="card grid gap-2 p-4" data-testid="automatic-backups">
      <h2 id={headingId} className="text-lg font-bold">
        {t("studio.backup.automatic.title")}
      </h2>
      <p className="text-sm leading-6">
        {!state.configured
          ? t("studio.backup.automatic.none")
          : latest
            ? t("studio.backup.automatic.last", {
                when: format.dateTime(latest.at),
                size: format.number(Math.max(0.1, Math.round((latest.bytes / 1024 / 1024) * 10) / 10)),
              })
            : t("studio.backup.automatic.empty")}
      </p>
      {state.configured && <p className="text-sm leading-6 text-muted">{t("studio.backup.automatic.kept")}</p>}
    </section>
  );
}

function Downloads({ api, t }: { api: StudioApi; t: T }) {
  const { toast } = useToast();
  const [busy, setBusy] = useState<BackupKind | null>(null);
  const headingId = useId();

  const download = async (kind: BackupKind) => {
    setBusy(kind);
    try {
      const { blob, name } = await api.backup.download(kind);
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch {
      toast({ title: t("studio.backup.downloadFailed"), description: t("toasts.generic"), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby={headingId} className="card grid gap-4 p-4">
      <h2 id={headingId} className="text-lg font-bold">
        {t("studio.backup.download.title")}
      </h2>
      <div className="grid gap-2">
        <h3 className="font-semibold">{t("studio.backup.download.content.title")}</h3>
        <p className="text-sm leading-6 text-muted">{t("studio.backup.download.content.lead")}</p>
        <button
          type="button"
          className="btn-ghost inline-flex justify-self-start py-2 text-sm"
          onClick={() => void download("content")}
          disabled={busy !== null}
          aria-busy={busy === "content"}
        >
          <Download className="size-4" aria-hidden />
          {busy === "content" ? t("studio.backup.download.preparing") : t("studio.backup.download.content.button")}
        </button>
      </div>
      <div className="grid gap-2 border-t border-line pt-4">
        <h3 className="font-semibold">{t("studio.backup.download.full.title")}</h3>
        <p className="text-sm leading-6 text-muted">{t("studio.backup.download.full.lead")}</p>
        <p className="flex gap-2 rounded-lg border border-warning/50 bg-warning-panel p-3 text-sm leading-6" data-testid="backup-secrets-warning">
          <ShieldAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
          <span>{t("studio.backup.download.full.warning")}</span>
        </p>
        <button
          type="button"
          className="btn-ghost inline-flex justify-self-start py-2 text-sm"
          onClick={() => void download("full")}
          disabled={busy !== null}
          aria-busy={busy === "full"}
        >
          <Download className="size-4" aria-hidden />
          {busy === "full" ? t("studio.backup.download.preparing") : t("studio.backup.download.full.button")}
        </button>
      </div>
    </section>
  );
}

type Refusal = { code: RestoreRefusal | "failed"; problem?: string | undefined };

function refusalOf(error: unknown): Refusal {
  if (error instanceof StudioApiError) {
    const code = error.status === 413 ? "too_large" : error.body.error;
    const known = restoreRefusals.find((refusal) => refusal === code);
    if (known) return { code: known, problem: error.body.problem ? `${error.body.problem.path} (${error.body.problem.code})` : undefined };
  }
  return { code: "failed" };
}

function Restore({ api, t }: { api: StudioApi; t: T }) {
  const { toast } = useToast();
  const format = useStudioFormats();
  const ids = { heading: useId(), file: useId(), hint: useId(), error: useId(), summary: useId() };
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<"idle" | "checking" | "restoring">("idle");
  const [summary, setSummary] = useState<RestoreSummary | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const summaryHeading = useRef<HTMLHeadingElement>(null);

  // Into the summary when it shows: the field he used is disabled while the file is read, so focus would be lost.
  useEffect(() => {
    if (summary) summaryHeading.current?.focus();
  }, [summary]);

  const reset = () => {
    setFile(null);
    setSummary(null);
    if (input.current) input.current.value = "";
  };

  const check = async (picked: File | undefined) => {
    setSummary(null);
    setRefusal(null);
    setDone(null);
    setFile(picked ?? null);
    if (!picked) return;
    setState("checking");
    try {
      setSummary(await api.backup.check(picked));
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setState("idle");
    }
  };

  const restore = async () => {
    if (!file || !summary) return;
    setState("restoring");
    try {
      const result = await api.backup.restore(file, summary.basis);
      reset();
      setDone(result.revision.id);
      toast({
        title: t("studio.backup.restore.done", { id: result.revision.id }),
        description: t("studio.backup.restore.doneHint"),
        variant: "default",
      });
    } catch (error) {
      setSummary(null);
      setRefusal(refusalOf(error));
    } finally {
      setState("idle");
    }
  };

  return (
    <section aria-labelledby={ids.heading} className="card grid gap-4 p-4">
      <h2 id={ids.heading} className="text-lg font-bold">
        {t("studio.backup.restore.title")}
      </h2>
      <p id={ids.hint} className="text-sm leading-6 text-muted">
        {t("studio.backup.restore.lead")}
      </p>
      <div className="grid gap-1">
        <label htmlFor={ids.file} className="text-sm font-semibold">
          {t("studio.backup.restore.file")}
        </label>
        <input
          ref={input}
          id={ids.file}
          type="file"
          accept=".json,.gz,application/json,application/gzip"
          className="max-w-full rounded-lg border border-line bg-bg p-2 text-sm file:me-3 file:rounded-md file:border-0 file:bg-fg/10 file:px-3 file:py-1.5 file:font-semibold file:text-fg"
          onChange={(event) => void check(event.target.files?.[0])}
          disabled={state !== "idle"}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${ids.hint} ${ids.error}` : ids.hint}
        />
      </div>
      <div aria-live="polite" className="grid gap-4">
        {state === "checking" && <p className="text-sm text-muted">{t("studio.backup.restore.checking")}</p>}
        {refusal && (
          <div
            id={ids.error}
            role="alert"
            className="grid gap-1 rounded-lg border border-danger/50 p-3 text-sm leading-6"
            data-testid="restore-refused"
          >
            <p className="font-semibold text-danger">{t(`studio.backup.refused.${refusal.code}`)}</p>
            <p className="text-muted">{t("studio.backup.refused.nothingChanged")}</p>
            {refusal.problem && (
              <p className="text-muted">
                {t("studio.backup.refused.problem")} <code className="break-all">{refusal.problem}</code>
              </p>
            )}
          </div>
        )}
        {done !== null && (
          <p className="text-sm font-semibold text-success" data-testid="restore-done">
            {t("studio.backup.restore.done", { id: done })} {t("studio.backup.restore.doneHint")}
          </p>
        )}
      </div>
      {summary && (
        <div role="group" aria-labelledby={ids.summary} className="grid gap-3 rounded-lg border border-line p-3" data-testid="restore-summary">
          <h3 id={ids.summary} ref={summaryHeading} tabIndex={-1} className="font-bold outline-none">
            {t("studio.backup.summary.title")}
          </h3>
          <p className="text-sm text-muted">
            {t(summary.kind === "full" ? "studio.backup.summary.fromFull" : "studio.backup.summary.fromContent", {
              date: summary.madeAt ? revisionDate(summary.madeAt, format).absolute : "—",
            })}
          </p>
          <SummaryList summary={summary} t={t} />
          {summary.dropsDraft && <p className="text-sm font-semibold text-warning">{t("studio.backup.summary.dropsDraft")}</p>}
          <p className="text-sm leading-6">{t("studio.backup.summary.confirm")}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className="btn-ghost py-1.5 text-sm" onClick={reset} disabled={state !== "idle"}>
              {t("studio.backup.summary.cancel")}
            </button>
            <button
              type="button"
              className="btn-primary inline-flex py-1.5 text-sm"
              onClick={() => void restore()}
              disabled={state !== "idle"}
              aria-busy={state === "restoring"}
            >
              <ArchiveRestore className="size-4" aria-hidden />
              {state === "restoring" ? t("studio.backup.summary.restoring") : t("studio.backup.summary.yes")}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}

function SummaryList({ summary, t }: { summary: RestoreSummary; t: T }) {
  const settingName = (field: string) =>
    field === "profiles" || field === "hours"
      ? t(`studio.settings.groups.${field}`)
      : (t as unknown as (key: string) => string)(`studio.settings.fields.${field}.label`);
  const nothing = summary.changes.length === 0 && summary.images.added === 0 && summary.settings.length === 0 && summary.articles === 0;
  if (nothing) return <p className="text-sm">{t("studio.backup.summary.nothing")}</p>;
  return (
    <ul className="grid gap-1.5 text-sm" data-testid="restore-changes">
      {summary.changes.map((change) => {
        const parts = changeCounts(change).map(({ kind, count }) => t(`studio.history.${kind}`, { count }));
        if (change.reordered) parts.push(t("studio.history.reordered"));
        return (
          <li key={change.area}>
            <span className="font-semibold">{t(`studio.content.areas.${change.area}`)}</span>
            {parts.length > 0 && <span className="text-muted">: {parts.join(", ")}</span>}
          </li>
        );
      })}
      {summary.images.added > 0 && (
        <li>
          <span className="font-semibold">{t("studio.backup.summary.images")}</span>
          <span className="text-muted">: {t("studio.backup.summary.newImages", { count: summary.images.added })}</span>
        </li>
      )}
      {summary.articles > 0 && (
        <li data-testid="restore-articles">
          <span className="font-semibold">{t("studio.backup.summary.articles")}</span>
          <span className="text-muted">: {t("studio.backup.summary.articleCount", { count: summary.articles })}</span>
        </li>
      )}
      {summary.settings.length > 0 && (
        <li>
          <span className="font-semibold">{t("studio.backup.summary.settings")}</span>
          <span className="text-muted">: {summary.settings.map(settingName).join(t("studio.backup.summary.separator"))}</span>
        </li>
      )}
    </ul>
  );
}
