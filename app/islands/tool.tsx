import type { ToolId } from "#core/catalogue/tools";
import { toolModules } from "~/features/tools/tool-modules";
import { readIslandProps } from "./island-props";
import { takeOver, type ReactIslandPage } from "./react-island";
import { controlIndex, pressControl } from "./take-over";
import { ISLAND_PATIENCE_MS, sendWithoutScript, type Island } from "./island";

export type ToolIslandProps = ReactIslandPage & { tool: ToolId };

/**
 * A free tool on its page of islands (ADR 055): the server draws the tool as it opens; at the visitor's first
 * touch, focus or hover in it, the tool's own code (React with it) comes and takes its place, with what he
 * typed or chose meanwhile. A press on one of its buttons before that (Generate, Check, a tab), or a form sent
 * with Enter, is done again on the same button or form once the tool is up; on a connection too slow for its code,
 * a form the server answers is sent as without script after a moment (ISLAND_PATIENCE_MS).
 */
const tool: Island = (element) => {
  const props = readIslandProps<ToolIslandProps>(element);
  const target = element.querySelector("[data-island-root]");
  const load = props && toolModules[props.tool];
  if (!props || !target || !load) return;
  delete element.dataset.island;
  let isUp = false;
  let gaveUp = false;
  // Until the tool's own code is up, a press on a button or a sent form waits for it (as the boot module's did).
  const wait = (event: Event) => {
    const from = event.target as Element;
    if (gaveUp || (event.type === "click" && !from.closest("button"))) return;
    event.preventDefault();
    again(from);
  };
  const stopWaiting = () => {
    target.removeEventListener("click", wait, true);
    target.removeEventListener("submit", wait, true);
  };
  target.addEventListener("click", wait, true);
  target.addEventListener("submit", wait, true);
  // Up, or its code could not load: then the page's presses are its own again (a form goes as without script).
  const up = load()
    .then(({ default: Tool }) => takeOver(target, props, <Tool />))
    .then(
      () => {
        isUp = true;
        stopWaiting();
      },
      () => stopWaiting(),
    );
  const again = (pressed: Element) => {
    const form = pressed instanceof HTMLFormElement ? [...target.querySelectorAll("form")].indexOf(pressed) : -1;
    const control = form < 0 && pressed.closest("button") ? controlIndex(target, pressed) : -1;
    if (form < 0 && control < 0) return;
    // If the code has not come after a while (a slow connection) or cannot come, a form the server answers goes as
    // without script, once.
    const fallBack = () => {
      if (isUp || gaveUp) return;
      gaveUp = true;
      stopWaiting();
      sendWithoutScript(pressed);
    };
    const patience = setTimeout(fallBack, ISLAND_PATIENCE_MS);
    void up.then(() => {
      clearTimeout(patience);
      if (!isUp) fallBack();
      else if (gaveUp) return;
      else if (form >= 0) target.querySelectorAll("form")[form]?.requestSubmit();
      else pressControl(target, control);
    });
  };
  return again;
};
export default tool;
