import { useRef, useState, type CSSProperties, type PointerEvent, type RefObject } from "react";
import { dragShift, dropIndex } from "./list-order";

type Drag = { from: number; over: number; offset: number; step: number };
type Start = { pointerId: number; startY: number; middles: number[]; from: number; over: number; step: number };

/** How far from the window's top or bottom edge a drag scrolls the page, and by how much per move. */
const edge = 72;
const scrollStep = 18;

/**
 * Reordering by dragging a row's handle, with the mouse, a finger or a pen
 * (pointer events, so touch screens work too). The dragged row follows the
 * pointer and the others make room; on release, `onDrop(from, to)`. Escape
 * or a cancelled pointer puts everything back. The keyboard way is the move
 * buttons, so the handle itself is not focusable.
 */
export function useDragReorder(listRef: RefObject<HTMLElement | null>, onDrop: (from: number, to: number) => void, disabled: boolean) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const start = useRef<Start | null>(null);

  const rows = () => Array.from(listRef.current?.children ?? []) as HTMLElement[];

  const finish = (commit: boolean) => {
    const current = start.current;
    start.current = null;
    setDrag(null);
    window.removeEventListener("keydown", cancelOnEscape.current, true);
    if (commit && current && current.over !== current.from) onDrop(current.from, current.over);
  };
  const cancelOnEscape = useRef((event: KeyboardEvent) => {
    if (event.key !== "Escape" || !start.current) return;
    event.preventDefault();
    start.current = null;
    setDrag(null);
  });

  const move = (clientY: number) => {
    const current = start.current;
    if (!current) return;
    if (clientY < edge) window.scrollBy(0, -scrollStep);
    else if (clientY > window.innerHeight - edge) window.scrollBy(0, scrollStep);
    const offset = clientY + window.scrollY - current.startY;
    const over = dropIndex(current.middles, current.from, current.middles[current.from]! + offset);
    current.over = over;
    setDrag({ from: current.from, over, offset, step: current.step });
  };

  const handleProps = (index: number) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (disabled || start.current || (event.pointerType === "mouse" && event.button !== 0)) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      const rects = rows().map((row) => row.getBoundingClientRect());
      const own = rects[index];
      if (!own) return;
      const after = rects[index + 1];
      const before = rects[index - 1];
      const gap = after ? after.top - own.bottom : before ? own.top - before.bottom : 0;
      const middles = rects.map((rect) => rect.top + rect.height / 2 + window.scrollY);
      start.current = {
        pointerId: event.pointerId,
        startY: event.clientY + window.scrollY,
        middles,
        from: index,
        over: index,
        step: own.height + Math.max(gap, 0),
      };
      setDrag({ from: index, over: index, offset: 0, step: start.current.step });
      window.addEventListener("keydown", cancelOnEscape.current, true);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (start.current?.pointerId === event.pointerId) move(event.clientY);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (start.current?.pointerId === event.pointerId) finish(true);
    },
    onPointerCancel: () => finish(false),
  });

  /** The style of the row at `index` while a drag is on. */
  const rowStyle = (index: number): CSSProperties | undefined => {
    if (!drag) return undefined;
    if (index === drag.from) return { transform: `translateY(${drag.offset}px)`, zIndex: 10, position: "relative" };
    return { transform: `translateY(${dragShift(index, drag.from, drag.over) * drag.step}px)`, transition: "transform 150ms ease" };
  };

  return { dragging: drag?.from ?? null, handleProps, rowStyle };
}
