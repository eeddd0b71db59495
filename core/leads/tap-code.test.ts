import { describe, expect, it } from "vitest";
import { newTapCode, readTapCode, tapCodeAlphabet, tapCodeLength } from "./tap-code";

describe("the code a tap carries into the chat", () => {
  it("is five characters that cannot be mistaken for one another", () => {
    let n = 0;
    const code = newTapCode((below) => n++ % below);
    expect(code).toHaveLength(tapCodeLength);
    for (const confusable of "O0I1LS5Z2B8G6") expect(tapCodeAlphabet).not.toContain(confusable);
    expect(tapCodeAlphabet.length ** tapCodeLength).toBeGreaterThan(5_000_000);
  });

  it("is read back however he types or pastes it", () => {
    expect(readTapCode("w7k3p")).toBe("W7K3P");
    expect(readTapCode("W7K 3P")).toBe("W7K3P");
    expect(readTapCode("مرحباً، أتواصل معك من موقعك. رمز الرسالة: W7K3P")).toBe("W7K3P");
    expect(readTapCode("Hello from your website. Message code: AC-D34")).toBe("ACD34");
    // Arabic-Indic digits, as an Arabic keyboard types them.
    expect(readTapCode("AC٣٤٧")).toBe("AC347");
    expect(readTapCode("ACD")).toBeUndefined();
    expect(readTapCode("W7K0P")).toBeUndefined();
    expect(readTapCode("")).toBeUndefined();
  });
});
