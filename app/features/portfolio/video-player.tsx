import { useEffect, useRef, useState, type ReactNode } from "react";
import { ExternalLink, VideoOff } from "lucide-react";
import { embedUrl, playerOrigin } from "./video-id";

/** How long the player has to say it is there before the visitor gets the fallback. */
export const PLAYER_READY_MS = 8000;

/** What a page of islands needs to open the player in place of a card's picture (app/islands/video.tsx). */
export type VideoIslandProps = Omit<Props, "picture">;

type Props = {
  videoId: string;
  title: string;
  /** The picture the card showed: kept under the player while it loads, and in the fallback. */
  picture: ReactNode;
  watchUrl: string;
  labels: { failed: string; watchOn: string; opensInNewTab: string };
};

/**
 * The video platform's player. It loads over the card's picture and shows
 * itself only once it answers (the player's own "listening" handshake); if
 * the platform cannot be reached, the picture stays with a message and the
 * link to watch the video there, instead of the browser's grey error box.
 */
export function VideoPlayer({ videoId, title, picture, watchUrl, labels }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== playerOrigin || event.source !== frame.current?.contentWindow) return;
      setState((current) => (current === "loading" ? "ready" : current));
    };
    window.addEventListener("message", onMessage);
    const timer = setTimeout(() => setState((current) => (current === "loading" ? "failed" : current)), PLAYER_READY_MS);
    return () => {
      window.removeEventListener("message", onMessage);
      clearTimeout(timer);
    };
  }, []);

  // The player only talks once the page says it is listening (the embed API's handshake).
  const listen = () =>
    frame.current?.contentWindow?.postMessage(JSON.stringify({ event: "listening", id: videoId, channel: "widget" }), playerOrigin);

  if (state === "failed") {
    return (
      <>
        {picture}
        <div className="absolute inset-0 grid place-items-center bg-bg/80 p-4 text-center text-fg" role="status" data-testid="video-failed">
          <div className="grid justify-items-center gap-2">
            <VideoOff className="size-7" aria-hidden />
            <p className="text-sm font-semibold">{labels.failed}</p>
            <a
              href={watchUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 text-sm underline underline-offset-2"
            >
              <ExternalLink className="size-3.5" aria-hidden />
              {labels.watchOn}
              <span className="sr-only">{labels.opensInNewTab}</span>
            </a>
          </div>
        </div>
      </>
    );
  }
  return (
    <>
      {picture}
      <iframe
        ref={frame}
        src={embedUrl(videoId)}
        title={title}
        onLoad={listen}
        className={`absolute inset-0 size-full transition-opacity ${state === "ready" ? "opacity-100" : "opacity-0"}`}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        data-testid="video-player"
        data-state={state}
      />
    </>
  );
}
