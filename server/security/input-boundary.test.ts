import express from "express";
import { describe, expect, it } from "vitest";
import { hasControlText, InvalidTextError, isClientDataError, isInvalidText, jsonOptions, refuseControlText } from "./input-boundary";

describe("control text", () => {
  it.each([
    ["\u0000", true],
    ["a\u0000b", true],
    ["\u001b[31m", true],
    ["\u007f", true],
    ["\u0008", true],
    ["line\nbreak\r\nand\ttab", false],
    ["عربي 🍽️", false],
    ["", false],
  ])("%j has control text: %s", (text, expected) => {
    expect(hasControlText(text)).toBe(expected);
  });

  it("looks into arrays, objects and keys, and treats line breaks as control text where a value is one line", () => {
    expect(hasControlText({ a: [{ b: "x\u0000" }] })).toBe(true);
    expect(hasControlText({ "k\u0000": "x" })).toBe(true);
    expect(hasControlText({ a: 1, b: null, c: true })).toBe(false);
    expect(hasControlText("a\nb", false)).toBe(true);
  });

  it("refuses control text while JSON is parsed, as every JSON parser of the site does", () => {
    expect(() => JSON.parse('{"a":"\\u0000"}', refuseControlText)).toThrow(InvalidTextError);
    expect(() => JSON.parse('{"\\u0001":1}', refuseControlText)).toThrow(InvalidTextError);
    expect(JSON.parse('{"a":"x\\ny"}', refuseControlText)).toEqual({ a: "x\ny" });
    expect(jsonOptions.reviver).toBe(refuseControlText);
    expect(typeof express.json(jsonOptions)).toBe("function");
  });

  it("survives body-parser's handling: the class is what tells", () => {
    const error = new InvalidTextError();
    for (const key of Object.getOwnPropertyNames(error))
      if (key !== "stack" && key !== "message") delete (error as unknown as Record<string, unknown>)[key];
    expect(isInvalidText(error)).toBe(true);
    expect(isInvalidText(new SyntaxError("x"))).toBe(false);
  });

  it("knows PostgreSQL's data exceptions (class 22) from other failures", () => {
    expect(isClientDataError({ code: "22021" })).toBe(true);
    expect(isClientDataError({ code: "22008" })).toBe(true);
    expect(isClientDataError({ cause: { code: "22P02" } })).toBe(true);
    expect(isClientDataError({ code: "23505" })).toBe(false);
    expect(isClientDataError({ code: "ECONNREFUSED" })).toBe(false);
    expect(isClientDataError(new Error("x"))).toBe(false);
  });
});
