import { useState } from "react";
import { ExternalLink, Globe, Play } from "lucide-react";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { UploadedImage } from "~/components/ui/uploaded-image";
import type { PortfolioItem } from "#core/content/content-types";
import { youtubeId } from "./video-id";
import { VideoPlayer, type VideoIslandProps } from "./video-player";
import { IslandProps } from "~/islands/island-props";

type Labels = { category: string; watch: (title: string) => string; watchOn: string; opensInNewTab: string; videoFailed: string };

/**
 * One piece of work. A video item shows its own thumbnail and loads the
 * player (and anything from the video platform) only when asked to.
 */
export function PortfolioCard({
  item,
  labels,
  headingLevel = 3,
  eager = false,
}: {
  item: PortfolioItem;
  labels: Labels;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  const [playing, setPlaying] = useState<string | null>(null);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const firstVideo = item.videos.map(youtubeId).find(Boolean);
  const sizes = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";
  // The owner's upload wins over the shipped sample artwork.
  const picture = item.image ? (
    <UploadedImage image={item.image} sizes={sizes} className="size-full object-cover" eager={eager} />
  ) : item.thumbnail ? (
    <ResponsiveImage base={`/images/portfolio/${item.thumbnail}`} alt="" sizes={sizes} className="size-full object-cover" eager={eager} />
  ) : null;

  return (
    <article className="card flex h-full flex-col overflow-hidden" data-category={item.category} data-testid="portfolio-item">
      {picture ? (
        // On a page of islands (ADR 055) its play button wakes app/islands/video.tsx with these props.
        <div className="relative aspect-video bg-surface-2" data-island={firstVideo && !playing ? "video" : undefined}>
          {firstVideo && !playing && (
            <IslandProps
              value={
                {
                  videoId: firstVideo,
                  title: item.title,
                  watchUrl: item.videos.find((link) => youtubeId(link) === firstVideo) ?? item.videos[0]!,
                  labels: { failed: labels.videoFailed, watchOn: labels.watchOn, opensInNewTab: labels.opensInNewTab },
                } satisfies VideoIslandProps
              }
            />
          )}
          {playing ? (
            <VideoPlayer
              videoId={playing}
              title={item.title}
              picture={picture}
              watchUrl={item.videos.find((link) => youtubeId(link) === playing) ?? item.videos[0]!}
              labels={{ failed: labels.videoFailed, watchOn: labels.watchOn, opensInNewTab: labels.opensInNewTab }}
            />
          ) : (
            <>
              {picture}
              {firstVideo && (
                <button
                  type="button"
                  onClick={() => setPlaying(firstVideo)}
                  className="absolute inset-0 grid place-items-center bg-black/20 transition-colors hover:bg-black/35"
                  aria-label={labels.watch(item.title)}
                  data-testid="play-video"
                >
                  <span className="grid size-16 place-items-center rounded-full bg-accent-solid text-on-accent shadow-lg shadow-black/40">
                    <Play className="size-7 translate-x-0.5" aria-hidden />
                  </span>
                </button>
              )}
            </>
          )}
        </div>
      ) : (
        <div className="grid aspect-video place-items-center bg-gradient-to-br from-accent/20 to-surface-2" aria-hidden>
          <Globe className="size-12 text-accent-text" />
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold text-accent-text">{labels.category}</p>
        <Heading className="mt-1 font-bold" dir="auto">
          {item.title}
        </Heading>
        <p className="mt-2 flex-1 text-sm leading-6 text-muted">{item.description}</p>
        {item.videos.length > 0 && (
          <ul className="mt-4 grid gap-1 text-sm">
            {item.videos.map((link, index) => (
              <li key={link}>
                <a
                  href={link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 text-accent-text hover:underline"
                >
                  <ExternalLink className="size-3.5" aria-hidden />
                  {labels.watchOn} {item.videos.length > 1 ? index + 1 : ""}
                  <span className="sr-only">{labels.opensInNewTab}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
