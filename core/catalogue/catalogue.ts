/** A type guard for a catalogue's ids: narrows a slug-table or URL string to a known id. */
export function idGuard<Id extends string>(ids: readonly Id[]) {
  const known = new Set<string>(ids);
  return (value: string): value is Id => known.has(value);
}
