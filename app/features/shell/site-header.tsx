import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { Menu, X } from "lucide-react";
import { BrandMark } from "~/components/ui/brand-mark";
import { useDismiss } from "~/components/ui/use-dismiss";
import type { PageImage } from "#core/content/content-types";
import { scrollToSection, showSectionAddress } from "./scrolling";
import { useScrollState } from "./use-scroll-state";

/** A section of the home page (its id), or a page of its own (`href`, after the language prefix: "/articles"). */
export type NavItem = { id: string; label: string; href?: string };

type SiteHeaderProps = {
  homeHref: string;
  /** "/ar" or "/en": a page item's address starts with it. */
  langPrefix: string;
  isHome: boolean;
  fullName: string;
  /** His logo (ADR 041), or null for the shipped mark. */
  logo?: PageImage | null;
  shortName: string;
  tagline: string;
  items: NavItem[];
  labels: { mainNav: string; openMenu: string; closeMenu: string };
  /** Language toggle and theme picker, composed by the layout route. */
  actions: ReactNode;
};

export function SiteHeader({ homeHref, langPrefix, isHome, fullName, logo = null, shortName, tagline, items, labels, actions }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  // Scroll-spy follows the home page's sections; a page of its own is no section.
  const ids = items.filter((item) => !item.href).map((item) => item.id);
  const pageOf = new Map(items.filter((item) => item.href).map((item) => [item.id, `${langPrefix}${item.href}`]));
  const { scrolled, active } = useScrollState(isHome ? ids : null);
  const location = useLocation();
  const menuId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // A navigation elsewhere closes the menu.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  // Escape closes the open menu and hands focus back to its button, as the theme menu and the dialogs do.
  useDismiss({ open: menuOpen, onClose: () => setMenuOpen(false), opener: menuButtonRef });

  const hrefFor = (id: string) => pageOf.get(id) ?? `${homeHref}#${id}`;

  const onItemClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    setMenuOpen(false);
    if (!isHome || pageOf.has(id)) return; // the link navigates to the home page's section, or to its page
    event.preventDefault();
    if (scrollToSection(id)) showSectionAddress(hrefFor(id));
  };

  const current = (id: string) => (pageOf.has(id) ? location.pathname.startsWith(pageOf.get(id)!) : isHome && active === id);
  // The current item's look follows aria-current, which the home page's scroll-spy sets without React on a page of islands.
  const linkClass =
    "whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold transition-colors text-muted [&:not([aria-current]):hover]:text-fg [&[aria-current]]:bg-accent-soft [&[aria-current]]:text-accent-text";

  return (
    <header
      data-testid="site-header"
      // Its look follows these two attributes, which a page of islands sets without React (ADR 055): the
      // boot module's scroll watch, and the menu's island (app/islands/menu.ts).
      data-scrolled={scrolled ? "true" : "false"}
      data-menu={menuOpen ? "open" : "closed"}
      data-island="menu"
      // The home page's sections the scroll-spy follows (app/islands/scroll-spy.ts on a page of islands).
      data-spy={isHome ? ids.join(" ") : undefined}
      className="fixed inset-x-0 top-0 z-50 border-b border-transparent bg-transparent print:hidden transition-[background-color,border-color,backdrop-filter] duration-300 [&:is([data-scrolled=true],[data-menu=open])]:border-line [&:is([data-scrolled=true],[data-menu=open])]:bg-bg/80 [&:is([data-scrolled=true],[data-menu=open])]:backdrop-blur-xl"
    >
      <div className="container-page flex h-16 items-center gap-3">
        <Link to={homeHref} className="flex min-w-0 items-center gap-2.5" aria-label={`${fullName}: ${tagline}`}>
          <BrandMark logo={logo} markClassName="size-9 shrink-0" logoClassName="h-9 w-auto max-w-32 shrink-0" sizes="128px" eager />
          <span className="hidden truncate text-base font-extrabold md:inline">{fullName}</span>
          <span className="truncate text-base font-extrabold md:hidden">{shortName}</span>
        </Link>

        <nav aria-label={labels.mainNav} className="ms-auto hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {items.map((item) => (
              <li key={item.id}>
                <a
                  href={hrefFor(item.id)}
                  onClick={(event) => onItemClick(event, item.id)}
                  className={linkClass}
                  aria-current={current(item.id) ? (pageOf.has(item.id) ? "page" : "true") : undefined}
                  data-nav-id={item.id}
                  data-section={pageOf.has(item.id) ? undefined : item.id}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ms-auto flex items-center gap-1.5 xl:ms-3">
          {actions}
          <button
            ref={menuButtonRef}
            type="button"
            className="group grid size-10 place-items-center rounded-lg border border-line xl:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? labels.closeMenu : labels.openMenu}
            data-part="menu-button"
            data-label-open={labels.openMenu}
            data-label-close={labels.closeMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Menu className="size-5 group-aria-expanded:hidden" aria-hidden />
            <X className="hidden size-5 group-aria-expanded:block" aria-hidden />
          </button>
        </div>
      </div>

      <nav
        id={menuId}
        aria-label={labels.mainNav}
        hidden={!menuOpen}
        className="border-t border-line bg-bg/95 backdrop-blur-xl xl:hidden"
        data-testid="mobile-menu"
        data-part="menu"
        // Tabbing past its last link (or back past its button) closes it, so it never hides the control he is on.
        onBlur={(event) => {
          const next = event.relatedTarget;
          if (next instanceof Node && !event.currentTarget.contains(next) && next !== menuButtonRef.current) setMenuOpen(false);
        }}
      >
        <ul className="container-page grid gap-1 py-3">
          {items.map((item) => (
            <li key={item.id}>
              <a
                href={hrefFor(item.id)}
                onClick={(event) => onItemClick(event, item.id)}
                className={`block ${linkClass} py-3 text-base`}
                aria-current={current(item.id) ? (pageOf.has(item.id) ? "page" : "true") : undefined}
                data-section={pageOf.has(item.id) ? undefined : item.id}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
