import { activeSection, scrollToSection, showSectionAddress } from "~/features/shell/scrolling";

/**
 * The home page's header on a page of islands (ADR 055), as SiteHeader does it with React: the item of the
 * section in view (its top within 100 px of the header's edge) is marked current as he scrolls, and a
 * section's item scrolls there smoothly, 80 px below the fixed header, with the section's address shown.
 */
export function startScrollSpy(header: HTMLElement) {
  const ids = (header.dataset.spy ?? "").split(" ").filter(Boolean);
  const links = [...header.querySelectorAll<HTMLAnchorElement>("a[data-section]")];
  let frame = 0;
  const update = () => {
    frame = 0;
    const active = activeSection(ids, window.scrollY, (id) => {
      const element = document.getElementById(id);
      return element ? element.getBoundingClientRect().top + window.scrollY : undefined;
    });
    for (const link of links) {
      if (link.dataset.section === active) link.setAttribute("aria-current", "true");
      else link.removeAttribute("aria-current");
    }
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  addEventListener("scroll", schedule, { passive: true });
  addEventListener("resize", schedule, { passive: true });
  update();
  header.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-section]") : null;
    if (!link?.dataset.section) return;
    event.preventDefault();
    if (scrollToSection(link.dataset.section)) showSectionAddress(link.href);
  });
}
