import { Fragment } from "react";
import { tapHref } from "#core/leads/tap-link";
import { useTapPage } from "./tap-page";
import type { PlaceView } from "#core/settings/business-place";
import { SocialIcon } from "~/components/icons/social-icon";
import type { PlaceLabels, ProfileLink } from "./place-texts";

const external = { target: "_blank", rel: "noopener noreferrer" } as const;

/** The address (with its map link) and the opening hours, as the contact section shows them. */
function PlaceDetails({ place, labels }: { place: PlaceView; labels: PlaceLabels }) {
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

/**
 * The contact section's address, hours and profiles. Loaded with the section
 * (`lazyWhenNear`): the server renders it in full, the browser fetches its code
 * only when the visitor comes near.
 */
export function ContactPlace({
  place,
  labels,
  profiles,
  profilesTitle,
}: {
  place: PlaceView;
  labels: PlaceLabels;
  profiles: ProfileLink[];
  profilesTitle: string;
}) {
  return (
    <div className="mt-4 grid gap-5">
      <PlaceDetails place={place} labels={labels} />
      <ProfileLinks profiles={profiles} title={profilesTitle} opensInNewTab={labels.opensInNewTab} testId="contact-profiles" />
    </div>
  );
}

/** Days and their times, one row per run of days with the same hours. */
function HoursList({ place, closed, className = "" }: { place: PlaceView; closed: string; className?: string }) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 ${className}`} data-testid="place-hours">
      {place.hours.map((row) => (
        <div key={row.days} className="contents">
          <dt className="text-muted">{row.days}</dt>
          <dd>
            {row.times.length > 0
              ? row.times.map((time, index) => (
                  // A period never breaks inside; two periods may wrap between them.
                  <Fragment key={time}>
                    {index > 0 && " · "}
                    <span className="whitespace-nowrap">{time}</span>
                  </Fragment>
                ))
              : closed}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The owner's profiles in his order, each with its mark and name, opening in a new tab. */
function ProfileLinks({ profiles, title, opensInNewTab, testId }: { profiles: ProfileLink[]; title: string; opensInNewTab: string; testId: string }) {
  const tapPage = useTapPage();
  if (profiles.length === 0) return null;
  return (
    <div data-testid={testId}>
      <h3 className="text-sm font-bold">{title}</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {profiles.map((profile) => (
          <li key={profile.network}>
            <a
              // Telegram is a chat: through the site, counted as the contact section's tap (issue 45).
              href={profile.network === "telegram" ? tapHref("telegram", tapPage, "contact") : profile.href}
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
