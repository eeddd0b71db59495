import type { SocialNetwork, SocialProfile } from "#core/catalogue/social-networks";
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
