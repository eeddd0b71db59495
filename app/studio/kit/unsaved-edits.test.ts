import { beforeEach, describe, expect, it, vi } from "vitest";
import { dropUnsaved, keepUnsaved, readUnsaved } from "./unsaved-edits";

/** A localStorage stand-in (the unit project runs in Node). */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

describe("unsaved edits", () => {
  beforeEach(() => {
    vi.stubGlobal("window", { localStorage: memoryStorage() });
  });

  it("keeps an edit per owner and place until it is dropped", () => {
    keepUnsaved("owner-1", "faq/q1", { q: "typed" });
    expect(readUnsaved("owner-1", "faq/q1")?.value).toEqual({ q: "typed" });
    expect(readUnsaved("owner-2", "faq/q1")).toBeNull();
    dropUnsaved("owner-1", "faq/q1");
    expect(readUnsaved("owner-1", "faq/q1")).toBeNull();
  });

  it("keeps at most 30, dropping the oldest, and nothing oversized", () => {
    const now = vi.spyOn(Date, "now");
    for (let index = 0; index < 35; index++) {
      now.mockReturnValue(1_000 + index);
      keepUnsaved("owner", `faq/${index}`, index);
    }
    expect(readUnsaved("owner", "faq/0")).toBeNull();
    expect(readUnsaved("owner", "faq/4")).toBeNull();
    expect(readUnsaved("owner", "faq/5")?.value).toBe(5);
    expect(readUnsaved("owner", "faq/34")?.value).toBe(34);
    keepUnsaved("owner", "big", "x".repeat(70_000));
    expect(readUnsaved("owner", "big")).toBeNull();
    now.mockRestore();
  });

  it("reads a damaged entry as none", () => {
    window.localStorage.setItem("studio-unsaved:owner:faq/q1", "{not json");
    expect(readUnsaved("owner", "faq/q1")).toBeNull();
  });
});
