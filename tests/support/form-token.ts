/** A contact form token, asked for as the form does once it is on screen (cached pages carry none, ADR 021). */
export async function fetchFormToken(base: string): Promise<string> {
  const response = await fetch(`${base}/api/contact/token`);
  if (!response.ok) throw new Error(`GET /api/contact/token answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
