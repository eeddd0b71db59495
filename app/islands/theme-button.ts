import { readStoredTheme, themeClass } from "~/features/theme/theme";

/**
 * The header's theme button and list as the stored theme says (the server drew the default): the radio of the
 * stored theme checked, the button's swatch and name its own. As normalizeTheme decides, read from the options
 * the page offers: an unknown or withdrawn value is the first of them.
 */
export function showStoredTheme() {
  const picker = document.querySelector<HTMLElement>('[data-island="theme"]');
  if (!picker) return;
  const options = [...picker.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  const storedClass = themeClass(readStoredTheme());
  const current = options.find((option) => storedClass === "theme-" + option.value) ?? options[0];
  if (!current) return;
  current.checked = true;
  const label = current.closest("label");
  const swatch = label?.querySelector<HTMLElement>('[data-part="theme-swatch"]');
  const name = label?.querySelector('[data-part="theme-name"]')?.textContent ?? "";
  const button = picker.querySelector<HTMLElement>('[data-part="theme-button"]');
  const buttonSwatch = button?.querySelector<HTMLElement>('[data-part="theme-swatch"]');
  if (buttonSwatch && swatch) buttonSwatch.style.background = swatch.style.background;
  button?.setAttribute("aria-label", `${button.dataset.label ?? ""}: ${name}`);
}
