import type { PlaceView } from "#core/settings/business-place";
import type { SocialNetwork, SocialProfile } from "#core/catalogue/social-networks";
import { SocialIcon } from "~/components/icons/social-icon";
import { useT } from "~/i18n/use-lang";

/** One of the owner's profiles as a page shows it: its network's mark, its name in the page's language. */
export type ProfileLink = { network: SocialNetwork; href: string; label: string };

export type PlaceLabels = { address: string; hours: string; baghdadTime: string; closed: string; openMap: string; opensInNewTab: string };

/** The owner's profiles, named in the page's language (`footer.social.<network>`). */
export function useProfileLinks(profiles: SocialProfile[]): ProfileLink[] {
  const { t } = useT("common");
  return profiles.map((profile) => ({ network: profile.network, href: profile.url, label: t(`footer.social.${profile.network}`) }));
}

export function usePlaceLabels(): PlaceLabels {
  const { t } = useT("common");
  return {
    address: t("place.address"),
    hours: t("place.hours"),
    baghdadTime: t("place.baghdadTime"),
    closed: t("place.closed"),
    openMap: t("place.openMap"),
    opensInNewTab: t("a11y.opensInNewTab"),
  };
}

const external = { target: "_blank", rel: "noopener noreferrer" } as const;

/** The address (with its map link) and the opening hours, as the contact section shows them. */
export function PlaceDetails({ place, labels }: { place: PlaceView; labels: PlaceLabels }) {
  return (
    <div className="card grid gap-5 p-5" data-testid="contact-place">
      <div>
        <h3 className="flex items-center gap-2 font-bold">
          <SocialIcon network="pin" className="size-5 text-accent-text" />
          {labels.address}
        </h3>
        <address className="mt-2 text-sm leading-6 text-muted not-italic" data-testid="place-address">
          {place.addressLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        {place.mapLink && (
          <a href={place.mapLink} {...external} className="mt-2 inline-flex text-sm font-semibold text-accent-text underline" data-testid="place-map">
            {labels.openMap}
            <span className="sr-only"> {labels.opensInNewTab}</span>
          </a>
        )}
      </div>
      {place.hours.length > 0 && (
        <div>
          <h3 className="flex flex-wrap items-center gap-x-2 font-bold">
            <SocialIcon network="clock" className="size-5 text-accent-text" />
            {labels.hours}
            <span className="text-xs font-normal text-muted">({labels.baghdadTime})</span>
          </h3>
          <HoursList place={place} closed={labels.closed} className="mt-2 text-sm" />
        </div>
      )}
    </div>
  );
}

/** Days and their times, one row per run of days with the same hours. */
export function HoursList({ place, closed, className = "" }: { place: PlaceView; closed: string; className?: string }) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 ${className}`} data-testid="place-hours">
      {place.hours.map((row) => (
        <div key={row.days} className="contents">
          <dt className="text-muted">{row.days}</dt>
          <dd>{row.times.length > 0 ? row.times.join(" · ") : closed}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The owner's profiles in his order, each with its mark and name, opening in a new tab. */
export function ProfileLinks({
  profiles,
  title,
  opensInNewTab,
  testId,
}: {
  profiles: ProfileLink[];
  title: string;
  opensInNewTab: string;
  testId: string;
}) {
  if (profiles.length === 0) return null;
  return (
    <div data-testid={testId}>
      <h3 className="text-sm font-bold">{title}</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {profiles.map((profile) => (
          <li key={profile.network}>
            <a
              href={profile.href}
              {...external}
              className="inline-flex items-center gap-2 rounded-full border border-line px-3 py-1.5 text-sm transition-colors hover:border-accent"
              data-network={profile.network}
            >
              <SocialIcon network={profile.network} className="size-4" />
              {profile.label}
              <span className="sr-only"> {opensInNewTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
