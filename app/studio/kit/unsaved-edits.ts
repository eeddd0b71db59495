import { useEffect } from "react";

/**
 * The owner's unsaved edits, kept in this browser as he types so that a
 * closed tab, a reload or an ended session loses nothing: per signed-in
 * owner and per place ("faq/q3", "faq/new"), at most `maxEntries` of them and
 * `maxBytes` each, the oldest dropped first. Only what he typed into content
 * fields and the Settings form goes here (what the site shows anyway): never a password or a token.
 */
const prefix = "studio-unsaved:";
const maxEntries = 30;
const maxBytes = 64_000;
/** An article's body may hold 100,000 characters: its place may keep this much (localStorage holds about 5 MB). */
export const articleMaxBytes = 1_500_000;
/** Writes waiting for their 300 ms pause (useKeptWhilePending), by storage key; dropping a place's edit cancels its waiting write. */
const waiting = new Map<string, () => void>();

export type UnsavedEdit<T> = { value: T; savedAt: number };

const keyOf = (owner: string, place: string) => `${prefix}${owner}:${place}`;
const storage = (): Storage | null => {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
};

export function readUnsaved<T>(owner: string, place: string): UnsavedEdit<T> | null {
  const raw = storage()?.getItem(keyOf(owner, place));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as UnsavedEdit<T>;
    return typeof parsed.savedAt === "number" && "value" in parsed ? parsed : null;
  } catch {
    return null;
  }
}

export function keepUnsaved<T>(owner: string, place: string, value: T, limit = maxBytes): void {
  const store = storage();
  if (!store) return;
  const text = JSON.stringify({ value, savedAt: Date.now() } satisfies UnsavedEdit<T>);
  if (text.length > limit) return;
  try {
    store.setItem(keyOf(owner, place), text);
    prune(store);
  } catch {
    // A full or blocked storage keeps nothing; the editor still works.
  }
}

export function dropUnsaved(owner: string, place: string): void {
  waiting.delete(keyOf(owner, place));
  storage()?.removeItem(keyOf(owner, place));
}

/** Keeps the newest `maxEntries`. */
function prune(store: Storage) {
  const entries: { key: string; savedAt: number }[] = [];
  for (let index = 0; index < store.length; index++) {
    const key = store.key(index);
    if (!key?.startsWith(prefix)) continue;
    const savedAt = (JSON.parse(store.getItem(key) ?? "{}") as { savedAt?: number }).savedAt ?? 0;
    entries.push({ key, savedAt });
  }
  entries.sort((a, b) => b.savedAt - a.savedAt);
  for (const { key } of entries.slice(maxEntries)) store.removeItem(key);
}

/**
 * Keeps `value` in this browser while `pending`, 300 ms after the last change, so typing writes once per
 * pause; a write still waiting is made at once when the screen goes (another studio screen) or the tab
 * does. Once not pending (saved, reset or discarded) the kept copy is dropped at once: a copy left behind
 * would come back on the next visit as "unsaved" text that is in fact saved. Nothing is written or dropped
 * while `value` is null (not loaded yet).
 */
export function useKeptWhilePending<T>(owner: string, place: string, value: T | null, pending: boolean, limit = maxBytes): void {
  useEffect(() => {
    if (!owner || value === null) return;
    if (!pending) {
      dropUnsaved(owner, place);
      return;
    }
    const key = keyOf(owner, place);
    const write = () => {
      waiting.delete(key);
      keepUnsaved(owner, place, value, limit);
    };
    waiting.set(key, write);
    const timer = setTimeout(write, 300);
    return () => clearTimeout(timer);
  }, [owner, place, value, pending, limit]);
  useEffect(() => {
    if (!owner) return;
    const flush = () => waiting.get(keyOf(owner, place))?.();
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [owner, place]);
}
