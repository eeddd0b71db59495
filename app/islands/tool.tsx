import type { ToolId } from "#core/catalogue/tools";
import { toolModules } from "~/features/tools/tool-modules";
import { readIslandProps } from "./island-props";
import { takeOver, type ReactIslandPage } from "./react-island";
import { controlIndex, controlsOf, pressControl } from "./take-over";
import type { Island } from "./island";

export type ToolIslandProps = ReactIslandPage & { tool: ToolId };

/**
 * A free tool on its page of islands (ADR 055): the server draws the tool as it opens; at the visitor's first
 * touch, focus or hover in it, the tool's own code (React with it) comes and takes its place, with what he
 * typed or chose meanwhile. The island is up once the tool is: until then the boot module holds a press on one
 * of its buttons (Generate, Check, a tab) or a form sent with Enter, and it is done again here on the same
 * button or form of the tool; on a connection too slow for the code, or when it cannot load, the boot module
 * sends a form the server answers as without script (ISLAND_PATIENCE_MS).
 */
const tool: Island = (element) => {
  const props = readIslandProps<ToolIslandProps>(element);
  const target = element.querySelector("[data-island-root]");
  const load = props && toolModules[props.tool];
  if (!props || !target || !load) return;
  // The server's controls and forms as they are now: a press held until the tool is up was on one of them.
  const controls = controlsOf(target);
  const forms = [...target.querySelectorAll("form")];
  return load()
    .then(({ default: Tool }) => takeOver(target, props, <Tool />))
    .then(() => (pressed: Element) => {
      const form = pressed instanceof HTMLFormElement ? forms.indexOf(pressed) : -1;
      if (form >= 0) target.querySelectorAll("form")[form]?.requestSubmit();
      else if (pressed.closest("button")) pressControl(target, controlIndex(controls, pressed));
    });
};
export default tool;
