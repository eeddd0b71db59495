import type { SocialNetwork } from "#core/catalogue/social-networks";
import sprite from "./social-icons.svg?url";

/**
 * A network's mark (or the address pin, the hours clock) from one cached SVG
 * file: adding a network adds nothing to any page's JavaScript. Every network
 * of the catalogue has its symbol (`social-icons.test.ts`).
 */
export function SocialIcon({ network, className }: { network: SocialNetwork | "pin" | "clock"; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <use href={`${sprite}#${network}`} />
    </svg>
  );
}
