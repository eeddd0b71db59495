import { describe, expect, it } from "vitest";
import { contactLimits, contactValues, countLinks, missingRequired, validateContact } from "./contact-schema";

const valid = { name: "Sara", email: "sara@example.iq", message: "We need a website for our clinic." };

function check(values: Record<string, unknown>) {
  return validateContact(contactValues(values));
}

describe("contact schema", () => {
  it("accepts the required fields alone, trimmed", () => {
    const result = check({ name: "  Sara ", email: " sara@example.iq ", message: " Hello " });
    expect(result).toEqual({ ok: true, data: { name: "Sara", email: "sara@example.iq", message: "Hello", interests: [] } });
  });

  it("accepts every optional field", () => {
    const result = check({ ...valid, phone: "+964 770 123 4567", company: "Karrada Clinic", interests: ["interest_tv", "interest_other"] });
    expect(result.ok && result.data).toMatchObject({
      phone: "+964 770 123 4567",
      company: "Karrada Clinic",
      interests: ["interest_tv", "interest_other"],
    });
  });

  it.each(["name", "email", "message"])("requires %s", (field) => {
    const result = check({ ...valid, [field]: "   " });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[field as "name"]).toBe("required");
    expect(!result.ok && missingRequired(result.errors)).toBe(true);
  });

  it("requires all three when nothing is filled", () => {
    const result = check({});
    expect(!result.ok && result.errors).toEqual({ name: "required", email: "required", message: "required" });
  });

  it.each(["not-an-email", "a@b", "a b@c.com", "<x>@y.com", "x@y.c"])("refuses the address %s", (email) => {
    const result = check({ ...valid, email });
    expect(!result.ok && result.errors.email).toBe("email");
    expect(!result.ok && missingRequired(result.errors)).toBe(false);
  });

  it("accepts Arabic names and messages and international addresses", () => {
    expect(check({ name: "علي حسن", email: "ali@example.com", message: "نريد حملة إعلانية 🎯" }).ok).toBe(true);
  });

  it.each([
    ["name", contactLimits.name],
    ["email", contactLimits.email],
    ["company", contactLimits.company],
    ["message", contactLimits.message],
  ])("limits %s to %i characters", (field, max) => {
    const fill = field === "email" ? `${"a".repeat(max - 11)}@example.iq` : "x".repeat(max);
    expect(check({ ...valid, [field]: fill }).ok).toBe(true);
    const over = field === "email" ? `${"a".repeat(max - 10)}@example.iq` : "x".repeat(max + 1);
    const result = check({ ...valid, [field]: over });
    expect(!result.ok && result.errors[field as "name"]).toBe("tooLong");
  });

  it.each([
    ["name", "Sara\r\nBcc: victim@example.com"],
    ["name", "Sara\nAhmed"],
    ["name", "Sara\tAhmed"],
    ["email", "sara@client.example\r\n"],
    ["phone", "+964 770\n123 4567"],
    ["company", "Karrada\u0085Clinic"],
    ["company", "Karrada\u2028Clinic"],
  ] as const)("refuses a line break or control character in the one-line field %s (%j)", (field, value) => {
    const result = validateContact(contactValues({ name: "Sara", email: "sara@client.example", message: "Hello", [field]: value }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toEqual({ [field]: "singleLine" });
  });

  it("keeps line breaks in the message, which is many lines", () => {
    const result = validateContact(contactValues({ name: "Sara", email: "sara@client.example", message: "Line one\r\nLine two\n\tindented" }));
    expect(result.ok).toBe(true);
  });

  it("checks the phone number's shape", () => {
    expect(check({ ...valid, phone: "07701234567" }).ok).toBe(true);
    const result = check({ ...valid, phone: "call me maybe" });
    expect(!result.ok && result.errors.phone).toBe("phone");
  });

  it("caps the links in a message", () => {
    expect(countLinks("see https://a.com and www.b.com and http://c.org")).toBe(3);
    expect(check({ ...valid, message: "https://a.com https://b.com https://c.com" }).ok).toBe(true);
    const result = check({ ...valid, message: "https://a.com https://b.com https://c.com https://d.com" });
    expect(!result.ok && result.errors.message).toBe("links");
  });

  it("refuses interests that cannot be a topic's id, or too many, and ignores duplicates", () => {
    // Which ids are offered is the server's to say (it keeps only his published topics); the form's check is their shape.
    for (const interests of [["interest_tv", "<script>"], ["Interest TV"], ["x".repeat(41)], Array.from({ length: 9 }, (_, n) => `t${n}`)]) {
      const result = check({ ...valid, interests });
      expect(!result.ok && result.errors.interests, interests.join()).toBe("invalid");
    }
    expect(check({ ...valid, interests: ["interest_tv", "k3d9a2"] }).ok).toBe(true);
    const dup = check({ ...valid, interests: ["interest_tv", "interest_tv"] });
    expect(dup.ok && dup.data.interests).toEqual(["interest_tv"]);
  });

  it("reads FormData, ignoring files and unknown fields", () => {
    const form = new FormData();
    form.set("name", "Sara");
    form.set("email", "sara@example.iq");
    form.set("message", "Hi");
    form.append("interests", "interest_video");
    form.append("interests", new Blob(["x"]));
    form.set("admin", "true");
    expect(contactValues(form)).toEqual({
      name: "Sara",
      email: "sara@example.iq",
      phone: undefined,
      company: undefined,
      message: "Hi",
      interests: ["interest_video"],
    });
  });

  it("treats a non-string name as missing", () => {
    const result = check({ ...valid, name: 42 });
    expect(!result.ok && result.errors.name).toBe("required");
  });
});
