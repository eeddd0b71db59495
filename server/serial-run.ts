/**
 * Runs `task` one at a time, for loops that are woken both by a timer and by
 * events (the mail outbox, the website speed runner): a wake-up while it
 * runs asks for one more run right after (however many came), so work that
 * arrived meanwhile is not left waiting for the timer, and two runs never
 * overlap. `allowed` is asked before every run, the one asked for included
 * (false once the loop is stopping). A failed run is passed to `onError`.
 */
export function serialRun(task: () => Promise<unknown>, options: { allowed: () => boolean; onError: (error: unknown) => void }) {
  let running: Promise<void> | undefined;
  let again = false;

  function wake() {
    if (!options.allowed()) return;
    if (running) {
      again = true;
      return;
    }
    running = task()
      .then(() => undefined, options.onError)
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  return {
    wake,
    /** Resolves when the run under way (if any) has finished. */
    settled: async () => {
      await running;
    },
  };
}
