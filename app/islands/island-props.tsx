/**
 * An island's data, in its server markup (ADR 055): the island's module reads it when it wakes. `<` is
 * written as \u003c, so no text of his can close the script element.
 */
export function IslandProps({ value }: { value: unknown }) {
  return <script type="application/json" data-island-props dangerouslySetInnerHTML={{ __html: JSON.stringify(value).replaceAll("<", "\\u003c") }} />;
}

/** The data an island's server markup carries (IslandProps). */
export function readIslandProps<T>(root: Element): T {
  return JSON.parse(root.querySelector(":scope > script[data-island-props]")?.textContent ?? "null") as T;
}
