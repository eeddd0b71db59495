import { chooseTheme } from "~/features/theme/theme";
import { dismissible, type Island } from "./island";

/**
 * The header's theme picker on a page of islands (ADR 055), as ThemePicker and ThemeOptions do it with React:
 * the button opens the list with focus on the current theme; arrow keys pick, Enter or a click picks and
 * closes (focus back on the button); Escape, a press outside or tabbing away closes. The choice is kept in
 * the browser (the head script applies it before the next page's first paint).
 */
const themePicker: Island = (picker) => {
  const button = picker.querySelector<HTMLButtonElement>('[data-part="theme-button"]');
  const panel = picker.querySelector<HTMLElement>('[data-part="theme-panel"]');
  if (!button || !panel) return;
  const isOpen = () => !panel.hidden;
  const set = (open: boolean) => {
    panel.hidden = !open;
    button.setAttribute("aria-expanded", String(open));
    if (open) panel.querySelector<HTMLInputElement>("input:checked")?.focus();
  };
  const confirm = () => {
    set(false);
    button.focus();
  };
  button.addEventListener("click", () => set(!isOpen()));
  panel.addEventListener("change", (event) => {
    chooseTheme(document.documentElement, (event.target as HTMLInputElement).value);
  });
  panel.addEventListener("click", (event) => {
    // A pointer click on an option picks and confirms (its label's click reaches the radio as detail 0).
    if (event.target instanceof HTMLInputElement && event.detail > 0) confirm();
  });
  panel.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && event.target instanceof HTMLInputElement) confirm();
  });
  dismissible(picker, isOpen, (escaped) => {
    set(false);
    if (escaped) button.focus();
  });
  return (target) => {
    if (button.contains(target)) set(!isOpen());
  };
};
export default themePicker;
