import type { TapArea, TapChannel } from "../insights/insight-wire";

/**
 * A contact button's link through the site (issue 45): `/go/{channel}` counts the tap and answers with the
 * owner's own address and a code. The page names itself, so the link is the same for every visitor (the
 * page cache keeps one copy) and works without JavaScript.
 */
export const tapHref = (channel: TapChannel, pagePath: string, area: TapArea) => `/go/${channel}?${new URLSearchParams({ p: pagePath, a: area })}`;
