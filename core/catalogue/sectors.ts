import { idGuard } from "./catalogue";

/** The sectors, in the order the site lists them; texts under `sectors.items.<id>`, icon in the app's icon map. */
export const sectorIds = ["politics", "health", "hospitality", "retail", "apps"] as const;
export type SectorId = (typeof sectorIds)[number];
export const isSectorId = idGuard(sectorIds);
