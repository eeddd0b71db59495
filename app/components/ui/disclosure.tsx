import type { ComponentPropsWithRef } from "react";
import { DismissableLayer } from "radix-ui/internal";

type Props = ComponentPropsWithRef<"div"> & {
  /** Asked to close: Escape, and a press or focus outside where `closeOnOutside` allows it. The opener takes focus back. */
  onDismiss: () => void;
  /** A press or focus outside closes it too; a panel meant to stay while the page is used keeps it off. */
  closeOnOutside?: boolean;
};

/**
 * A non-modal panel that a button shows (a widget's panel, an inline question), on radix's
 * dismissable layer: the page stays usable around it, and Escape closes only the topmost layer,
 * so Escape in a dialog opened over it closes the dialog alone.
 */
export function DisclosurePanel({ onDismiss, closeOnOutside = false, ...panel }: Props) {
  const keepOpen = (event: Event) => {
    if (!closeOnOutside) event.preventDefault();
  };
  return <DismissableLayer.Root {...panel} onDismiss={onDismiss} onPointerDownOutside={keepOpen} onFocusOutside={keepOpen} />;
}
