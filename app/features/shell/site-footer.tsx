import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { ArrowUp } from "lucide-react";
import { BrandMark } from "~/components/ui/brand-mark";
import type { PageImage } from "#core/content/content-types";
import type { PlaceView } from "#core/settings/business-place";
import { SocialIcon } from "~/components/icons/social-icon";
import type { PlaceLabels, ProfileLink } from "~/components/contact/place-texts";
import { tapHref } from "#core/leads/tap-link";
import { useTapPage } from "~/components/contact/tap-page";

export type FooterGroup = { title: string; links: { label: string; href: string }[] };

type SiteFooterProps = {
  langPrefix: string;
  homeHref: string;
  name: string;
  /** His logo (ADR 041), or null for the shipped mark. */
  logo?: PageImage | null;
  year: number;
  about: string;
  groups: FooterGroup[];
  /** The owner's profiles, in his order. */
  social: ProfileLink[];
  place: PlaceView;
  labels: { footerNav: string; socialTitle: string; scrollToTop: string; opensInNewTab: string; rights: string; madeIn: string; place: PlaceLabels };
  /** The credibility badge with its dialog, composed by the layout route. */
  badge: ReactNode;
};

/** Group links are written relative to the language ("/services"); "#id" ones point at home sections. */
export function footerHref(href: string, langPrefix: string, homeHref: string): string {
  return href.startsWith("#") ? `${homeHref}${href}` : `${langPrefix}${href}`;
}

export function SiteFooter({ langPrefix, homeHref, name, logo = null, year, about, groups, social, place, labels, badge }: SiteFooterProps) {
  const tapPage = useTapPage();
  return (
    <footer className="relative mt-24 border-t border-line bg-surface/60 print:hidden" data-testid="site-footer">
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="max-w-sm">
          <div className="flex items-center gap-3">
            <BrandMark logo={logo} markClassName="size-10" logoClassName="h-10 w-auto max-w-36 shrink-0" sizes="144px" />
            <h2 className="text-xl font-extrabold">
              <Link to={`${langPrefix}/about`} className="hover:text-accent-text" data-testid="footer-name">
                {name}
              </Link>
            </h2>
          </div>
          <p className="mt-4 leading-7 text-muted">{about}</p>
          <div className="mt-5 grid gap-3 text-sm text-muted" data-testid="footer-place">
            <p className="flex gap-2">
              <SocialIcon network="pin" className="mt-0.5 size-4 shrink-0 text-accent-text" />
              <span className="sr-only">{labels.place.address}: </span>
              {place.mapLink ? (
                <a href={place.mapLink} target="_blank" rel="noopener noreferrer" className="underline hover:text-fg" data-testid="footer-map">
                  {place.address}
                  <span className="sr-only"> {labels.opensInNewTab}</span>
                </a>
              ) : (
                <span>{place.address}</span>
              )}
            </p>
            {place.hours.length > 0 && (
              <div className="flex gap-2">
                <SocialIcon network="clock" className="mt-0.5 size-4 shrink-0 text-accent-text" />
                <div>
                  <p className="sr-only">{labels.place.hours}</p>
                  <dl data-testid="place-hours">
                    {place.hours.map((row) => (
                      <div key={row.days} className="flex flex-wrap gap-x-2">
                        <dt>{row.days}</dt>
                        <dd className="text-fg">
                          {row.times.length > 0
                            ? row.times.map((time, index) => (
                                // A period never breaks inside; two periods may wrap between them.
                                <Fragment key={time}>
                                  {index > 0 && " · "}
                                  <span className="whitespace-nowrap">{time}</span>
                                </Fragment>
                              ))
                            : labels.place.closed}
                        </dd>
                      </div>
                    ))}
                  </dl>
                  <p className="mt-1 text-xs">{labels.place.baghdadTime}</p>
                </div>
              </div>
            )}
          </div>
          <div className="mt-6">{badge}</div>
        </div>

        <nav aria-label={labels.footerNav} className="contents">
          {groups.map((group) => (
            <div key={group.title}>
              <h2 className="text-sm font-bold text-fg">{group.title}</h2>
              <ul className="mt-4 grid gap-3">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link to={footerHref(link.href, langPrefix, homeHref)} className="text-muted transition-colors hover:text-fg">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>

      <div className="border-t border-line">
        {/*
          Room under the last row for the assistant's floating button (bottom-5, size-16: 84 px from
          the bottom), so at the end of the page it covers neither Back to top nor a social link. From
          83rem the container's edge is clear of the button's column and the usual padding is enough.
        */}
        <div className="container-page flex flex-col items-center justify-between gap-5 pt-6 pb-24 sm:flex-row min-[83rem]:pb-6">
          <p className="text-sm text-muted">
            © {year} {name}. {labels.rights} · {labels.madeIn}
          </p>
          {/* Up to every network of the catalogue: the row wraps on a phone instead of widening the page. */}
          <div className="flex min-w-0 items-center gap-2">
            <span className="sr-only">{labels.socialTitle}</span>
            <ul className="flex flex-wrap items-center justify-center gap-2">
              {social.map((item) => (
                <li key={item.network}>
                  <a
                    href={item.network === "telegram" ? tapHref("telegram", tapPage, "footer") : item.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="grid size-10 place-items-center rounded-lg border border-line text-muted transition-colors hover:border-accent hover:text-fg"
                    aria-label={`${item.label} ${labels.opensInNewTab}`}
                    data-testid={`social-${item.network}`}
                  >
                    <SocialIcon network={item.network} className="size-[18px]" />
                  </a>
                </li>
              ))}
            </ul>
            <button
              type="button"
              onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
              className="ms-2 grid size-10 place-items-center rounded-lg bg-accent-solid text-on-accent"
              aria-label={labels.scrollToTop}
              data-testid="footer-scroll-top"
              data-scroll-top
            >
              <ArrowUp className="size-5" aria-hidden />
            </button>
          </div>
        </div>
      </div>
    </footer>
  );
}
