import { useEffect, useRef, type RefObject } from "react";

/**
 * Escape (and, given `inside`, a press outside it) closes an open menu of the page's first load: the
 * header's menu and the theme picker. Escape hands focus back to the button that opened it. The panels
 * that load on use sit on `DisclosurePanel` (radix's dismissable layer) instead; it would add about
 * 6 KiB to every page's first load for these two (ADR 049).
 */
export function useDismiss({
  open,
  onClose,
  opener,
  inside,
}: {
  open: boolean;
  onClose: () => void;
  opener: RefObject<HTMLElement | null>;
  inside?: RefObject<HTMLElement | null>;
}) {
  // The latest close, without subscribing again on every render while open.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close.current();
      opener.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (inside?.current && !inside.current.contains(event.target as Node)) close.current();
    };
    document.addEventListener("keydown", onKey);
    if (inside) document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, opener, inside]);
}
