/**
 * A text's {{placeholders}} filled in one pass, for texts the server writes outside i18next (mails, the
 * WhatsApp message of a tap): a value that itself contains "{{…}}" is written as it is, never filled again;
 * a placeholder with no value stays.
 */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
