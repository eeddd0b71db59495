import { useEffect, useState } from "react";

/**
 * What a screen does after an action a keyboard or screen-reader user took: `focusOn(...ids)` moves the focus
 * to the first of those elements that can take it once the screen has rendered (the item an action moved, or
 * a neighbour of one deleted), and `announce(text)` says what happened in a live region (`announcement`,
 * keyed by `n` so that the same words twice are said twice).
 */
export function useFocusAndAnnounce() {
  const [announcement, setAnnouncement] = useState({ text: "", n: 0 });
  const [focus, setFocus] = useState<{ ids: string[]; n: number }>({ ids: [], n: 0 });
  useEffect(() => {
    if (!focus.n) return;
    for (const id of focus.ids) {
      const element = document.getElementById(id);
      if (element && !(element as HTMLButtonElement).disabled) {
        element.focus();
        return;
      }
    }
  }, [focus]);
  return {
    announcement,
    focusOn: (...ids: string[]) => setFocus((current) => ({ ids, n: current.n + 1 })),
    announce: (text: string) => setAnnouncement((current) => ({ text, n: current.n + 1 })),
  };
}
