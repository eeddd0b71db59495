import { idGuard } from "./catalogue";

/**
 * The services, in the order the site lists them. Each id has its texts under
 * `services.items.<id>` in both languages and an icon in the app's icon map;
 * a missing one fails the type check or the translation tests.
 */
export const serviceIds = ["marketing", "video", "strategy", "branding", "social", "web", "content", "events"] as const;
export type ServiceId = (typeof serviceIds)[number];
export const isServiceId = idGuard(serviceIds);
