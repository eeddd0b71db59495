/**
 * The reference code a tap on a contact button carries into the WhatsApp message (issue 45): short,
 * read aloud or typed on a phone without doubt (no O/0, I/1/L, S/5, Z/2, B/8, G/6), and one of 5.1
 * million, so a stranger cannot hit another visitor's live code by guessing.
 */
export const tapCodeAlphabet = "ACDEFHJKMNPRTUVWXY3479";
export const tapCodeLength = 5;

/** A new code from `random(n)`, a uniform integer below n (crypto's randomInt on the server). */
export function newTapCode(random: (below: number) => number): string {
  let code = "";
  for (let index = 0; index < tapCodeLength; index++) code += tapCodeAlphabet[random(tapCodeAlphabet.length)]!;
  return code;
}

const arabicIndic = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * A code as he typed or pasted it: any case, spaces, dashes, «رمز» around it, Arabic-Indic digits. The
 * first run of the alphabet's characters of the right length, or undefined.
 */
export function readTapCode(input: string): string | undefined {
  const western = input.replace(arabicIndic, (digit) => String((digit.codePointAt(0)! - (digit >= "\u06F0" ? 0x06f0 : 0x0660)) % 10));
  const candidates = western.toUpperCase().match(/[A-Z0-9]+(?:[\s-][A-Z0-9]+)*/g) ?? [];
  for (const candidate of candidates) {
    const joined = candidate.replace(/[\s-]/g, "");
    if (joined.length === tapCodeLength && [...joined].every((char) => tapCodeAlphabet.includes(char))) return joined;
  }
  return undefined;
}
