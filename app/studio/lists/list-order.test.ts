import { describe, expect, it } from "vitest";
import { dragShift, dropIndex, moveById, moveItem } from "./list-order";

describe("moveItem", () => {
  it("moves an item down and up, keeping every other item's order", () => {
    expect(moveItem(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveItem(["a", "b", "c", "d"], 3, 1)).toEqual(["a", "d", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 1)).toEqual(["a", "b", "c"]);
  });

  it("clamps a target past either end and ignores a missing source", () => {
    expect(moveItem(["a", "b", "c"], 0, 9)).toEqual(["b", "c", "a"]);
    expect(moveItem(["a", "b", "c"], 2, -1)).toEqual(["c", "a", "b"]);
    expect(moveItem(["a", "b"], 5, 0)).toEqual(["a", "b"]);
    expect(moveItem(["a", "b"], -1, 0)).toEqual(["a", "b"]);
  });

  it("does not change the list it was given", () => {
    const items = ["a", "b", "c"];
    moveItem(items, 0, 2);
    expect(items).toEqual(["a", "b", "c"]);
  });
});

describe("moveById", () => {
  const items = [{ id: "x" }, { id: "y" }, { id: "z" }];
  it("finds the item by id", () => {
    expect(moveById(items, "z", 0).map((item) => item.id)).toEqual(["z", "x", "y"]);
  });
  it("leaves the list as it is when the id is gone", () => {
    expect(moveById(items, "gone", 0).map((item) => item.id)).toEqual(["x", "y", "z"]);
  });
});

describe("dropIndex", () => {
  // Rows 50 px tall, middles at 25, 75, 125, 175.
  const middles = [25, 75, 125, 175];
  it("stays in place until the dragged middle passes a neighbour's middle", () => {
    expect(dropIndex(middles, 1, 75)).toBe(1);
    expect(dropIndex(middles, 1, 120)).toBe(1);
    expect(dropIndex(middles, 1, 130)).toBe(2);
    expect(dropIndex(middles, 1, 30)).toBe(1);
    expect(dropIndex(middles, 1, 20)).toBe(0);
  });
  it("reaches both ends", () => {
    expect(dropIndex(middles, 0, 500)).toBe(3);
    expect(dropIndex(middles, 3, -100)).toBe(0);
  });
});

describe("dragShift", () => {
  it("moves the rows between the start and the hovered place towards the start", () => {
    // Dragging row 1 down to place 3: rows 2 and 3 move up.
    expect([0, 1, 2, 3, 4].map((i) => dragShift(i, 1, 3))).toEqual([0, 0, -1, -1, 0]);
    // Dragging row 3 up to place 1: rows 1 and 2 move down.
    expect([0, 1, 2, 3, 4].map((i) => dragShift(i, 3, 1))).toEqual([0, 1, 1, 0, 0]);
    expect([0, 1, 2].map((i) => dragShift(i, 1, 1))).toEqual([0, 0, 0]);
  });
});
