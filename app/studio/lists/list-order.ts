/** The list with the item at `from` taken out and put back at `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= items.length) return next;
  const target = Math.min(Math.max(to, 0), items.length - 1);
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** Moves the item with this id to position `to`; the list is unchanged when the id is gone (deleted in another tab). */
export function moveById<T extends { id: string }>(items: readonly T[], id: string, to: number): T[] {
  return moveItem(
    items,
    items.findIndex((item) => item.id === id),
    to,
  );
}

/**
 * Where a dragged row lands: the number of other rows whose middle lies
 * above the dragged row's middle. `middles` are the rows' middles when the
 * drag started, in the same coordinates as `draggedMiddle`.
 */
export function dropIndex(middles: readonly number[], from: number, draggedMiddle: number): number {
  let index = 0;
  middles.forEach((middle, i) => {
    if (i !== from && middle < draggedMiddle) index++;
  });
  return index;
}

/** How a row other than the dragged one makes room while the drag hovers over `over`: up (-1), down (1) or not at all. */
export function dragShift(index: number, from: number, over: number): -1 | 0 | 1 {
  if (index === from) return 0;
  if (from < over && index > from && index <= over) return -1;
  if (from > over && index < from && index >= over) return 1;
  return 0;
}
