import * as z from "zod/mini";

/** The specification's four topics: the shipped contact topics' ids (the studio's contact-topics list may have others). */
export const interestIds = ["interest_tv", "interest_video", "interest_campaign", "interest_other"] as const;
export type InterestId = (typeof interestIds)[number];
/** What a form may send as a topic: a contact topic's id (the server keeps only those it offers). */
export const topicIdPattern = /^[a-z0-9_-]{1,40}$/;
/** Each topic an enquiry chose, by id, with its name in both languages as the form offered it. */
export type TopicNames = Record<string, { ar: string; en: string }>;
/** The most topics a form offers (the contact-topics list's limit). */
export const maxTopics = 8;

export const contactLimits = { name: 100, email: 254, phone: 40, company: 120, message: 5000, links: 3 } as const;

/** Error codes, turned into sentences by the page in its language. */
export type ContactErrorCode = "required" | "email" | "tooLong" | "phone" | "links" | "singleLine" | "invalid";

const links = /\b(?:https?:\/\/|www\.)\S+/gi;
export const countLinks = (text: string) => text.match(links)?.length ?? 0;

/**
 * Control characters, line breaks and tabs included (C0, DEL, C1, and the Unicode line and
 * paragraph separators): a name, an address, a phone number or a company is one line of text.
 * A browser's text field cannot hold a line break; a crafted post can, and the name and address
 * go into the owner's mail headers.
 */
const CONTROL_OR_BREAK = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const oneLine = z.refine<string>((text) => !CONTROL_OR_BREAK.test(text), "singleLine");

const required = (max: number) => z.string().check(oneLine, z.trim(), z.minLength(1, "required"), z.maxLength(max, "tooLong"));
const optionalText = (max: number) => z.optional(z.string().check(oneLine, z.trim(), z.maxLength(max, "tooLong")));

/** What the form takes as an address: any script (an Arabic address too), no spaces or separators, a dot in the domain. */
export const contactEmailPattern = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]{2,}$/;

/** One schema for the browser's instant feedback and the server's final word. */
export const contactSchema = z.object({
  name: required(contactLimits.name),
  email: z
    .string()
    .check(oneLine, z.trim(), z.minLength(1, "required"), z.maxLength(contactLimits.email, "tooLong"), z.regex(contactEmailPattern, "email")),
  phone: z.optional(z.string().check(oneLine, z.trim(), z.maxLength(contactLimits.phone, "tooLong"), z.regex(/^$|^\+?[\d\s().-]{6,}$/, "phone"))),
  company: optionalText(contactLimits.company),
  message: z.string().check(
    z.trim(),
    z.minLength(1, "required"),
    z.maxLength(contactLimits.message, "tooLong"),
    z.refine((text) => countLinks(text) <= contactLimits.links, "links"),
  ),
  interests: z.array(z.string().check(z.regex(topicIdPattern, "invalid"))).check(z.maxLength(maxTopics, "invalid")),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactInput;
export type FieldErrors = Partial<Record<ContactField, ContactErrorCode>>;

/** The form's fields as plain values (FormData or an object of strings). */
export function contactValues(form: FormData | Record<string, unknown>) {
  const get = (name: string) => (form instanceof FormData ? form.get(name) : form[name]);
  const all = (name: string) => (form instanceof FormData ? form.getAll(name) : ([] as unknown[]).concat(form[name] ?? []));
  const str = (value: unknown) => (typeof value === "string" ? value : undefined);
  return {
    name: str(get("name")) ?? "",
    email: str(get("email")) ?? "",
    phone: str(get("phone")) || undefined,
    company: str(get("company")) || undefined,
    message: str(get("message")) ?? "",
    interests: [...new Set(all("interests").filter((v): v is string => typeof v === "string"))],
  };
}

export function validateContact(values: ReturnType<typeof contactValues>) {
  const result = z.safeParse(contactSchema, values);
  if (result.success) return { ok: true as const, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && !errors[field]) errors[field] = (issue.message as ContactErrorCode) || "invalid";
  }
  return { ok: false as const, errors };
}

/** Whether any of the required fields is missing (the toast for that case). */
export function missingRequired(errors: FieldErrors) {
  return Object.values(errors).includes("required");
}
