import type { Island } from "./island";

/**
 * The portfolio's filter on a page of islands (ADR 055): a filter link shows its category's work in place
 * (every item is in the page, the others hidden), marks itself current and puts its address in the bar,
 * as the links do without script by loading the filtered page.
 */
const portfolioFilter: Island = (nav) => {
  const gallery = nav.parentElement;
  const choose = (link: HTMLAnchorElement) => {
    const category = link.dataset.filter === "all" ? null : (link.dataset.filter ?? null);
    for (const item of gallery?.querySelectorAll<HTMLElement>("li[data-category]") ?? [])
      item.hidden = category !== null && item.dataset.category !== category;
    for (const other of nav.querySelectorAll<HTMLAnchorElement>("a[data-filter]")) {
      if (other === link) other.setAttribute("aria-current", "true");
      else other.removeAttribute("aria-current");
    }
    history.replaceState(history.state, "", link.href);
  };
  const linkOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLAnchorElement>("a[data-filter]") : null);
  nav.addEventListener("click", (event) => {
    const link = linkOf(event.target);
    if (!link) return;
    event.preventDefault();
    choose(link);
  });
  return (target) => {
    const link = linkOf(target);
    if (link) choose(link);
  };
};
export default portfolioFilter;
