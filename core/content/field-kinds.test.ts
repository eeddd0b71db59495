import { describe, expect, it } from "vitest";
import { shippedDocument } from "../../server/content/content-service";
import { fieldSchema, formValue, upgradeValue, valueFromForm } from "./field-kinds";
import { listDescriptor, listNames } from "./lists/catalogue";
import type { FieldSpec } from "./list-kit";

const everyField = listNames.flatMap((list) => Object.entries(listDescriptor(list).fields).map(([name, spec]) => ({ list, name, spec })));

describe("the kinds of list field, one module each (ADR 028)", () => {
  it("gives every shipped item's value back unchanged after the editor holds it", () => {
    const document = shippedDocument();
    let checked = 0;
    for (const { list, name, spec } of everyField)
      for (const item of document.lists[list] as unknown as Record<string, unknown>[]) {
        expect(valueFromForm(spec, formValue(spec, item[name])), `${list}.${name}`).toEqual(item[name]);
        checked += 1;
      }
    expect(checked).toBeGreaterThan(everyField.length);
  });

  it("gives an item stored before a field existed a value its schema accepts, but an address or a required pick he must fill (a required text is refused only when he publishes)", () => {
    for (const { list, name, spec } of everyField) {
      const empty = upgradeValue(spec);
      const accepted = fieldSchema(spec).safeParse(empty).success;
      const mustFill = (spec.kind === "text" && spec.format === "slug") || (spec.kind === "pick" && !spec.optional);
      expect(accepted, `${list}.${name}`).toBe(!mustFill);
    }
  });

  it("reads what he typed: a number as a whole number or refused, links one per line, a link trimmed", () => {
    const number: FieldSpec = { kind: "number", max: 100 };
    expect(valueFromForm(number, " 42 ")).toBe(42);
    expect(fieldSchema(number).safeParse(valueFromForm(number, "4.5")).success).toBe(false);
    expect(valueFromForm({ kind: "links", max: 5, maxLength: 300 }, " https://a.example \n\nhttps://b.example ")).toEqual([
      "https://a.example",
      "https://b.example",
    ]);
    expect(valueFromForm({ kind: "link", maxLength: 300 }, "  https://a.example  ")).toBe("https://a.example");
  });
});
