import { createRoot } from "react-dom/client";
import CredibilityDialog from "~/features/credibility/credibility-dialog";
import type { CredibilityBadgeProps } from "~/features/credibility/credibility-badge";
import { readIslandProps } from "./island-props";
import type { Island } from "./island";

/**
 * The footer badge's dialog on a page of islands (ADR 055): the same React dialog as in the application, its
 * code (React with it) loaded at the first touch of the badge. Closing it unmounts it and gives focus back.
 */
const credibility: Island = (element) => {
  const props = readIslandProps<CredibilityBadgeProps>(element);
  const badge = element.querySelector<HTMLButtonElement>("button");
  if (!props || !badge) return;
  const open = () => {
    const container = document.body.appendChild(document.createElement("div"));
    const root = createRoot(container);
    const close = () => {
      root.unmount();
      container.remove();
      badge.focus();
    };
    root.render(<CredibilityDialog lang={props.lang} pageHref={props.pageHref} labels={props.labels} onClose={close} />);
  };
  badge.addEventListener("click", open);
  return (target) => {
    if (badge.contains(target)) open();
  };
};
export default credibility;
