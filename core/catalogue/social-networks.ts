import { idGuard } from "./catalogue";

/**
 * The networks the owner can link his profiles from, in the order the studio
 * offers them (the site shows them in the owner's own order). Each has a label
 * `footer.social.<id>` (common) and `studio.settings.networks.<id>` (admin), an
 * icon in `app/components/icons/social-icons.svg`, and the hosts a profile link
 * may point at; `path` narrows a host shared with something else (a WhatsApp
 * channel, not a chat link).
 */
export const socialNetworks = {
  telegram: { hosts: ["t.me", "telegram.me"] },
  facebook: { hosts: ["facebook.com", "www.facebook.com", "m.facebook.com", "fb.com"] },
  instagram: { hosts: ["instagram.com", "www.instagram.com"] },
  linkedin: { hosts: ["linkedin.com", "www.linkedin.com"] },
  youtube: { hosts: ["youtube.com", "www.youtube.com", "m.youtube.com"] },
  tiktok: { hosts: ["tiktok.com", "www.tiktok.com"] },
  snapchat: { hosts: ["snapchat.com", "www.snapchat.com"] },
  x: { hosts: ["x.com", "www.x.com", "twitter.com", "www.twitter.com", "mobile.twitter.com"] },
  threads: { hosts: ["threads.com", "www.threads.com", "threads.net", "www.threads.net"] },
  behance: { hosts: ["behance.net", "www.behance.net"] },
  dribbble: { hosts: ["dribbble.com", "www.dribbble.com"] },
  github: { hosts: ["github.com", "www.github.com"] },
  pinterest: { hosts: ["pinterest.com", "www.pinterest.com"] },
  "whatsapp-channel": { hosts: ["whatsapp.com", "www.whatsapp.com"], path: "/channel/" },
} as const satisfies Record<string, { hosts: readonly string[]; path?: string }>;
export type SocialNetwork = keyof typeof socialNetworks;
export const socialNetworkIds = Object.keys(socialNetworks) as SocialNetwork[];
export const isSocialNetwork = idGuard(socialNetworkIds);

/** One of the owner's profiles, as the settings keep them: an ordered list, one per network. */
export type SocialProfile = { network: SocialNetwork; url: string };
