import type { Island } from "./island";

/**
 * The header's mobile menu on a page of islands (ADR 055), as SiteHeader's React state does it: the button
 * opens and closes it (its name and icon follow aria-expanded); a link chosen, Escape (focus back on the
 * button) or tabbing out of it (but to its button) closes it.
 */
const menu: Island = (header) => {
  const button = header.querySelector<HTMLButtonElement>('[data-part="menu-button"]');
  const list = header.querySelector<HTMLElement>('[data-part="menu"]');
  if (!button || !list) return;
  const isOpen = () => !list.hidden;
  const set = (open: boolean) => {
    list.hidden = !open;
    header.dataset.menu = open ? "open" : "closed";
    button.setAttribute("aria-expanded", String(open));
    button.setAttribute("aria-label", (open ? button.dataset.labelClose : button.dataset.labelOpen) ?? "");
  };
  button.addEventListener("click", () => set(!isOpen()));
  list.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a")) set(false);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !isOpen()) return;
    set(false);
    button.focus();
  });
  list.addEventListener("focusout", (event) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !list.contains(next) && next !== button) set(false);
  });
  return (target) => {
    if (button.contains(target)) set(!isOpen());
  };
};
export default menu;
