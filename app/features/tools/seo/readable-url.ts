/**
 * An address as a person reads it: "https://مثال.iq/تصميم" rather than
 * "https://xn--mgbh0fb.iq/%D8%AA%D8%B5%D9%85%D9%8A%D9%85". Only what cannot
 * change the address's meaning is decoded:
 * - percent-encoded UTF-8 that stands for non-ASCII letters, marks, digits,
 *   symbols and punctuation; every encoded ASCII byte (%2F, %3F, %23, %25,
 *   %20...) and every invisible, space, control or direction character stays
 *   encoded;
 * - host labels in Punycode ("xn--"), unless they hold such characters too.
 * Anything unexpected (not a URL, malformed escapes, bad Punycode) gives the
 * address back as it came. The result is text: render it as such, isolated
 * (dir="ltr" in a <bdi>), never as HTML.
 */
export function readableUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return raw;
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password) return raw;
  const rest = decodeNonAscii(`${url.pathname}${url.search}${url.hash}`);
  if (rest === undefined) return raw;
  const host = url.hostname
    .split(".")
    .map((label) => unicodeLabel(label))
    .join(".");
  return `${url.protocol}//${host}${url.port ? `:${url.port}` : ""}${rest}`;
}

/** Characters never shown decoded: controls, format (direction marks, zero widths), separators and spaces, unassigned, private use, U+FFFD. */
const unsafe = /[\p{C}\p{Z}\uFFFD]/u;

const escapes = /(?:%[0-9A-Fa-f]{2})+/g;

/** Decodes runs of percent-escapes whose characters are safe non-ASCII; undefined when a run is not UTF-8 or a "%" starts no escape. */
function decodeNonAscii(text: string): string | undefined {
  if (/%(?![0-9A-Fa-f]{2})/.test(text)) return undefined;
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const encoder = new TextEncoder();
  let failed = false;
  const result = text.replace(escapes, (run) => {
    const bytes = Uint8Array.from(run.slice(1).split("%"), (hex) => parseInt(hex, 16));
    let decoded: string;
    try {
      decoded = decoder.decode(bytes);
    } catch {
      failed = true;
      return run;
    }
    // Back to escapes, character by character, for those that must stay encoded.
    let out = "";
    let offset = 0;
    for (const char of decoded) {
      const length = encoder.encode(char).length;
      const original = run.slice(offset * 3, (offset + length) * 3);
      offset += length;
      out += char.codePointAt(0)! < 0x80 || unsafe.test(char) ? original : char;
    }
    return out;
  });
  return failed ? undefined : result;
}

/**
 * A host label in Unicode when it is valid Punycode of safe characters that the
 * URL parser turns back into the same label (so nothing it would map, such as
 * "⒈" to "1.", is shown); otherwise as it is.
 */
function unicodeLabel(label: string): string {
  if (!/^xn--/i.test(label)) return label;
  const decoded = decodePunycode(label.slice(4).toLowerCase());
  if (decoded === undefined || decoded === "" || unsafe.test(decoded) || /[\x00-\x7f]/.test(decoded.replace(/[a-z0-9-]/g, ""))) return label;
  try {
    return new URL(`http://${decoded}/`).hostname === label.toLowerCase() ? decoded : label;
  } catch {
    return label;
  }
}

// RFC 3492 Bootstring parameters for Punycode.
const base = 36;
const tMin = 1;
const tMax = 26;
const skew = 38;
const damp = 700;
const initialBias = 72;
const initialN = 128;

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / damp) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((base - tMin) * tMax) >> 1) {
    d = Math.floor(d / (base - tMin));
    k += base;
  }
  return k + Math.floor(((base - tMin + 1) * d) / (d + skew));
}

function digitOf(char: string): number | undefined {
  const code = char.charCodeAt(0);
  if (code >= 0x30 && code <= 0x39) return code - 0x30 + 26; // 0-9
  if (code >= 0x61 && code <= 0x7a) return code - 0x61; // a-z
  return undefined;
}

/** RFC 3492 decoding; undefined for input that is not valid Punycode. */
export function decodePunycode(input: string): string | undefined {
  const split = input.lastIndexOf("-");
  const output: number[] = [];
  for (const char of split > 0 ? input.slice(0, split) : "") {
    if (char.charCodeAt(0) >= 0x80) return undefined;
    output.push(char.charCodeAt(0));
  }
  let n = initialN;
  let bias = initialBias;
  let i = 0;
  for (let index = split > 0 ? split + 1 : 0; index < input.length;) {
    const oldI = i;
    for (let w = 1, k = base; ; k += base) {
      if (index >= input.length) return undefined;
      const digit = digitOf(input[index++]!);
      if (digit === undefined) return undefined;
      i += digit * w;
      if (i > 0x7fffffff) return undefined;
      const t = k <= bias ? tMin : k >= bias + tMax ? tMax : k - bias;
      if (digit < t) break;
      w *= base - t;
      if (w > 0x7fffffff) return undefined;
    }
    bias = adapt(i - oldI, output.length + 1, oldI === 0);
    n += Math.floor(i / (output.length + 1));
    i %= output.length + 1;
    if (n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) return undefined;
    output.splice(i, 0, n);
    i++;
  }
  return String.fromCodePoint(...output);
}
