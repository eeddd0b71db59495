/**
 * The section an address's fragment names ("#faq"), to carry over to the same
 * page in the other language, or "" when there is none: no fragment, a
 * malformed one, or a section `hasSection` says that page lacks. The pages of
 * both languages are one component, so their section ids are the same.
 */
export function sectionFragment(hash: string, hasSection: (id: string) => boolean): string {
  const raw = hash.startsWith("#") ? hash.slice(1) : hash;
  if (!raw) return "";
  let id: string;
  try {
    id = decodeURIComponent(raw);
  } catch {
    return "";
  }
  return id && hasSection(id) ? `#${encodeURIComponent(id)}` : "";
}
