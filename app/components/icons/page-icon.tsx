import { pageIconNames, type PageIconName } from "#core/content/page-icons";
import sprite from "./page-icons.svg?url";

const known = new Set<string>(pageIconNames);

/**
 * A service's or sector's icon, by the name the owner chose (core/content/page-icons.ts), from one cached SVG
 * file (`page-icons.svg`): no icon is in a page's JavaScript. An unknown name draws sparkles.
 */
export function PageIcon({ name, className }: { name: string | undefined; className?: string }) {
  const symbol: PageIconName = name && known.has(name) ? (name as PageIconName) : "sparkles";
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false" data-icon={symbol}>
      <use href={`${sprite}#${symbol}`} />
    </svg>
  );
}
