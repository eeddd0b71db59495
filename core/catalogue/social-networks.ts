/**
 * The social networks the owner can link to (footer, structured data). Each
 * has a footer label `footer.social.<id>`, an icon, and the hosts a profile
 * link may point at.
 */
export const socialNetworks = {
  facebook: { hosts: ["facebook.com", "www.facebook.com", "m.facebook.com", "fb.com"] },
  instagram: { hosts: ["instagram.com", "www.instagram.com"] },
  linkedin: { hosts: ["linkedin.com", "www.linkedin.com"] },
  youtube: { hosts: ["youtube.com", "www.youtube.com", "m.youtube.com"] },
} as const satisfies Record<string, { hosts: readonly string[] }>;
export type SocialNetwork = keyof typeof socialNetworks;
export const socialNetworkIds = Object.keys(socialNetworks) as SocialNetwork[];
