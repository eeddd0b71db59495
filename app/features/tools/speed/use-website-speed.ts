import { useT } from "~/i18n/use-lang";
import { useToolRequest } from "~/features/tools/kit/use-tool-request";
import type { SpeedJobView } from "#core/tools/website-report";

declare global {
  interface Window {
    /** Browser tests poll faster with this; visitors never set it. */
    __websiteSpeedPollMs?: number;
  }
}

/** What the progress view shows while the server audits. */
export type SpeedPending = { job: SpeedJobView | null; host: string };

/** A queue of a few audits of ~6 s each, two per job: give up on the page side after this. */
const clientTimeoutMs = 5 * 60_000;
/** Polls that may fail in a row (a flaky mobile connection) before giving up. */
const maxPollFailures = 3;

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** Starts an audit job on the server and polls it until it is done, failed or out of time. */
export function useWebsiteSpeed() {
  const { t } = useT("tool-speed");
  const { state, run, fail } = useToolRequest<SpeedJobView, SpeedPending>({
    timeoutMs: clientTimeoutMs,
    timeout: { title: t("website.errors.timeout.title"), message: t("website.errors.timeout.message") },
  });

  function start(url: string) {
    const host = hostOf(url);
    void run({ job: null, host }, async ({ call, wait, progress }) => {
      let result = await call<SpeedJobView>("website-speed", { url });
      let jobId: string | undefined;
      let failures = 0;
      for (;;) {
        if (result.ok) {
          failures = 0;
          const job = result.data;
          if (job.state === "done") return result;
          if (job.state === "failed" && job.error) return { ok: false, error: { ...job.error, status: 200 } };
          jobId = job.id;
          progress({ job, host });
        } else if (result.error.code === "network" && jobId && failures < maxPollFailures) {
          // A lost poll is retried a few times; a real answer from the server is final.
          failures += 1;
        } else {
          return result;
        }
        await wait(window.__websiteSpeedPollMs ?? 1_000);
        result = await call<SpeedJobView>(`website-speed/${jobId}`);
      }
    });
  }

  return { state, start, fail };
}
