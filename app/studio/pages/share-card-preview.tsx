import type { ShareCardPreview } from "#core/content/share-card-wire";
import type { Lang } from "#core/i18n/languages";
import type { useStudioT } from "../kit/use-studio-t";
import { ShareImageEditor } from "./share-image-editor";
import { useEffect, useState } from "react";
import { useStudioContent } from "../kit/studio-content";
import { defaultShareImage } from "#core/content/content-document";

type T = ReturnType<typeof useStudioT>["t"];

/**
 * A page's share cards in both languages, side by side, each drawn as a chat
 * app shows a link: the picture, the title, the description and the site.
 */
export function ShareCards({
  cards,
  failed,
  imageKey,
  withDefault,
  t,
}: {
  cards: ShareCardPreview[] | undefined;
  failed: boolean;
  /** The page's card key: his own picture for this page is saved under it. */
  imageKey: string;
  /** Also offers his picture for every page (shown with the home page). */
  withDefault: boolean;
  t: T;
}) {
  return (
    <section aria-labelledby="share-cards-title" className="grid gap-2 rounded-xl border border-line bg-surface p-4" data-testid="share-cards">
      <h3 id="share-cards-title" className="font-bold">
        {t("studio.pages.shareCards.title")}
      </h3>
      <p className="text-sm leading-6 text-muted">{t("studio.pages.shareCards.lead")}</p>
      {failed ? (
        <p role="alert" className="text-sm text-danger">
          {t("studio.pages.shareCards.loadFailed")}
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {(["ar", "en"] as const).map((lang) => {
            const card = cards?.find((each) => each.lang === lang);
            // Keyed by the picture: another page's card never stays on screen while this one's loads.
            return <LinkPreview key={`${lang} ${card?.image ?? ""}`} lang={lang} card={card} t={t} />;
          })}
        </div>
      )}
      <ShareImageEditor imageKey={imageKey} title={t("studio.pages.shareCards.ownTitle")} lead={t("studio.pages.shareCards.ownLead")} t={t} />
      {withDefault && (
        <ShareImageEditor
          imageKey={defaultShareImage}
          title={t("studio.pages.shareCards.defaultTitle")}
          lead={t("studio.pages.shareCards.defaultLead")}
          t={t}
        />
      )}
    </section>
  );
}

function LinkPreview({ lang, card, t }: { lang: Lang; card: ShareCardPreview | undefined; t: T }) {
  const label = t(lang === "ar" ? "studio.pages.shareCards.arabic" : "studio.pages.shareCards.english");
  // Where the draft changes the card, he sees it as it will be once he publishes, marked, with the live one a link away.
  const shown = card?.draft ?? card;
  const draftImage = useDraftCard(card?.draft?.image);
  const alt = t("studio.pages.shareCards.imageAlt");
  // While the card (or the draft's picture) is on its way: a box of the picture's size, so nothing moves.
  const loading = <div className="aspect-[1200/630] w-full animate-pulse bg-bg" />;
  const imageProps = {
    width: 1200,
    height: 630,
    className: "aspect-[1200/630] h-auto w-full bg-bg object-cover",
  };
  return (
    <figure className="grid content-start gap-1.5">
      <figcaption className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-semibold text-muted">
        {label}
        {card?.draft && (
          <span className="rounded-full border border-accent px-2 py-0.5 text-accent-text" data-testid="share-card-after-publish">
            {t("studio.pages.shareCards.afterPublish")}
          </span>
        )}
      </figcaption>
      {/* A chat bubble's link preview: the picture above, then the page's title, description and site. */}
      <div lang={lang} dir={lang === "ar" ? "rtl" : "ltr"} className="overflow-hidden rounded-lg border border-line bg-surface-2">
        {card && shown ? (
          <>
            {card.draft ? (
              draftImage.src ? (
                <img src={draftImage.src} alt={alt} {...imageProps} />
              ) : draftImage.failed ? (
                <p role="alert" className="aspect-[1200/630] w-full bg-bg p-3 text-sm text-danger">
                  {t("studio.pages.shareCards.loadFailed")}
                </p>
              ) : (
                loading
              )
            ) : (
              <a href={card.image} target="_blank" rel="noreferrer" aria-label={`${t("studio.pages.shareCards.open")}: ${label}`}>
                <img src={card.image} alt={alt} loading="lazy" {...imageProps} />
              </a>
            )}
            <div className="grid gap-0.5 px-3 py-2 text-start">
              <p className="line-clamp-2 text-sm font-semibold text-fg" data-testid="share-card-title">
                {shown.title}
              </p>
              <p className="line-clamp-2 text-xs leading-5 text-muted">{shown.description}</p>
              <p className="text-xs text-muted">
                <bdi dir="ltr">{card.host}</bdi>
              </p>
            </div>
          </>
        ) : (
          loading
        )}
      </div>
      {card?.newPage ? (
        <p className="text-xs leading-5 text-muted">{t("studio.pages.shareCards.newPage")}</p>
      ) : (
        card?.draft && (
          <a href={card.image} target="_blank" rel="noreferrer" className="justify-self-start text-xs text-accent-text underline underline-offset-2">
            {t("studio.pages.shareCards.liveCard")}
          </a>
        )
      )}
    </figure>
  );
}

/** The draft's card: read with his session (it has no public address) and shown from memory. */
function useDraftCard(path: string | undefined): { src?: string; failed?: boolean } {
  const { api } = useStudioContent();
  const [state, setState] = useState<{ path: string; src?: string; failed?: boolean }>();
  useEffect(() => {
    if (!path) return;
    let live = true;
    let src: string | undefined;
    setState({ path });
    api.content.draftShareCard(path).then(
      (blob) => {
        if (!live) return;
        src = URL.createObjectURL(blob);
        setState({ path, src });
      },
      () => live && setState({ path, failed: true }),
    );
    return () => {
      live = false;
      if (src) URL.revokeObjectURL(src);
    };
  }, [api, path]);
  return state && state.path === path ? state : {};
}
