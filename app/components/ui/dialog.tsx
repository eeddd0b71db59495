import { useEffect, useRef, type ReactNode, type Ref } from "react";
import { Dialog as Radix } from "radix-ui";

type Props = {
  /** Asked to close: Escape, a close button, a click outside where allowed. The caller owns the state. */
  onClose: () => void;
  /** Shown while true; a dialog mounted only while shown leaves it out. */
  open?: boolean;
  /** `alertdialog` for a question before something that cannot be undone. */
  role?: "dialog" | "alertdialog";
  /** Escape closes it unless this is false (while busy, or where the only way on is inside). */
  closeOnEscape?: boolean;
  /** A click on the dimmed page closes it (a dialog to read); forms and questions keep it open. */
  closeOnOutsideClick?: boolean;
  /** The control focused first; the first control that is not a link otherwise. */
  initialFocus?: (content: HTMLElement) => HTMLElement | null | undefined;
  /** Size, scrolling and look of the box; it is fixed and centred already. */
  className: string;
  overlayClassName?: string;
  testId?: string;
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
};

/**
 * The one modal dialog (radix Dialog): the page behind is hidden from assistive technology and
 * ignores the pointer, Tab and Shift+Tab stay inside, Escape closes, and focus returns to where it
 * was when the dialog opened, unless the screen moved it on meanwhile (a list focusing the row it
 * saved). Its title and description are `DialogTitle` and `DialogDescription`, wired to it by id.
 */
export function Dialog({
  onClose,
  open = true,
  role = "dialog",
  closeOnEscape = true,
  closeOnOutsideClick = false,
  initialFocus,
  className,
  overlayClassName = "",
  testId,
  ref,
  children,
}: Props) {
  const opener = useRef<HTMLElement | null>(null);
  // Back to the opener once the dialog has gone, if focus went with it; a screen that moved it on meanwhile keeps its choice.
  // Done after the commit that closes it, when the focus trap no longer pulls focus back inside.
  const restore = () => {
    const current = document.activeElement;
    if (current && current !== document.body) return;
    if (opener.current?.isConnected) opener.current.focus();
  };
  useEffect(() => {
    if (!open) restore();
  }, [open]);
  useEffect(() => () => restore(), []);
  return (
    <Radix.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Radix.Portal>
        <Radix.Overlay className={`fixed inset-0 z-[100] bg-black/70 ${overlayClassName}`} />
        <Radix.Content
          ref={ref}
          role={role}
          aria-modal="true"
          className={`fixed inset-0 z-[100] m-auto text-fg ${className}`}
          data-testid={testId}
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            const first = initialFocus?.(event.currentTarget as HTMLElement);
            if (!first) return;
            event.preventDefault();
            first.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            restore();
          }}
          onEscapeKeyDown={(event) => {
            if (!closeOnEscape) event.preventDefault();
          }}
          onPointerDownOutside={(event) => {
            if (!closeOnOutsideClick) event.preventDefault();
          }}
        >
          {children}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

export const DialogTitle = Radix.Title;
export const DialogDescription = Radix.Description;
