/**
 * A client's number as he typed or the visitor wrote it, as WhatsApp and the dialer want it: the
 * international number in digits (issue 45, item 4). Arabic-Indic and Persian digits become Western,
 * spaces, dashes, dots and brackets go; "+" or "00" starts an international number; a leading 0 (or
 * an Iraqi mobile number without it, 7XX…) is a number of the site's country, Iraq (+964) unless
 * said. Undefined when too few digits remain to be a number.
 */
export function internationalNumber(raw: string, countryCode = "964"): string | undefined {
  const western = raw
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x6f0));
  const trimmed = western.trim();
  let digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) return valid(digits);
  if (digits.startsWith("00")) return valid(digits.slice(2));
  if (digits.startsWith(countryCode)) return valid(digits);
  if (digits.startsWith("0")) digits = digits.slice(1);
  return valid(countryCode + digits);
}

const valid = (digits: string) => (digits.length >= 8 && digits.length <= 15 ? digits : undefined);
