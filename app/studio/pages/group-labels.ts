import type { useStudioT } from "../kit/use-studio-t";
import type { TextGroup } from "./text-groups";

type T = ReturnType<typeof useStudioT>["t"];

/** A group's name in the studio's language: "Tool — UTM link builder", "Home". */
export const groupLabel = (t: T, group: TextGroup) => t(`studio.pages.groups.${group.kind}`, { name: group.name });

/** In the list, under its section's heading: "Web Design" rather than "Service — Web Design". */
export function navLabel(t: T, group: TextGroup): string {
  const kind = group.kind;
  if (kind === "service" || kind === "sector" || kind === "landing" || kind === "tool") return group.name;
  if (kind === "servicesPage" || kind === "sectorsPage" || kind === "landingShared" || kind === "toolsPage")
    return t(`studio.pages.navGroups.${kind}`);
  return groupLabel(t, group);
}
