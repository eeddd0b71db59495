import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import type { Lang } from "#core/i18n/languages";
import type { SiteSettings } from "#core/settings/site-settings";
import type { ProfileLink } from "~/components/contact/place-texts";
import type { AssistantText } from "./assistant-widget";
import { ASSISTANT_DELAY_MS, DISMISSED_KEY } from "./widget-config";
import { visitElapsed } from "~/utils/visit-clock";

const AssistantWidget = lazy(() => import("./assistant-widget"));
/** Its code and texts are fetched this long before it is due (after 19 s: a visitor who leaves sooner loads neither). */
const ASSISTANT_PREPARE_MS = 800;

function dismissedThisSession() {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * Shows the assistant 20 s after the visit started (its first page's head script
 * wrote the time; not from when this page's script ran), unless it was dismissed
 * earlier in this browser session. Its code and texts load just before
 * (ASSISTANT_PREPARE_MS), so it appears on time (issue 44, item 7).
 */
export function AssistantLauncher(props: {
  lang: Lang;
  settings: SiteSettings;
  profiles: ProfileLink[];
  profilesTitle: string;
  /** The page its contact buttons name (useTapPage). */
  page: string;
  themeOptions: (onConfirm: () => void) => ReactNode;
}) {
  const [due, setDue] = useState(false);
  const [ready, setReady] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [text, setText] = useState<{ lang: Lang; value: AssistantText } | null>(null);

  useEffect(() => {
    if (dismissedThisSession()) return setDismissed(true);
    // Counted from the start of the visit (ADR 055), not from this page, nor from when its script ran.
    const left = Math.max(0, ASSISTANT_DELAY_MS - visitElapsed());
    const prepare = () => {
      setReady(true);
      void import("./assistant-widget");
    };
    // A visit already 20 s old (a later page, or the island woken on its timer) shows it at once, without a timer.
    if (left === 0) {
      prepare();
      setDue(true);
      return;
    }
    const preparing = setTimeout(prepare, Math.max(0, left - ASSISTANT_PREPARE_MS));
    const timer = setTimeout(() => setDue(true), left);
    return () => {
      clearTimeout(preparing);
      clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (!ready || dismissed || text?.lang === props.lang) return;
    const controller = new AbortController();
    fetch(`/api/i18n/${props.lang}/assistant`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<AssistantText>) : null))
      .then((value) => value && setText({ lang: props.lang, value }))
      // The widget shows no errors: without its texts it simply stays hidden.
      .catch(() => undefined);
    return () => controller.abort();
  }, [ready, dismissed, props.lang, text?.lang]);

  if (!due || dismissed || !text) return null;
  return (
    <Suspense fallback={null}>
      <AssistantWidget
        lang={props.lang}
        settings={props.settings}
        profiles={props.profiles}
        profilesTitle={props.profilesTitle}
        page={props.page}
        text={text.value}
        themeOptions={props.themeOptions}
        onDismiss={() => {
          try {
            sessionStorage.setItem(DISMISSED_KEY, "1");
          } catch {
            // Hidden for this page view at least.
          }
          setDismissed(true);
        }}
      />
    </Suspense>
  );
}
