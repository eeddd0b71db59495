import type { TapArea, TapChannel } from "../insights/insight-wire";

/**
 * A contact button's link through the site (issue 45): `/go/{channel}` counts the tap and answers with the
 * owner's own address and a code. The page names itself, so the link is the same for every visitor (the
 * page cache keeps one copy) and works without JavaScript. `m: "assistant"`: the assistant's own message;
 * `t`: a short question of the page's (the domain tool's), never a visitor's personal text (that is POSTed).
 */
export const tapHref = (channel: TapChannel, pagePath: string, area: TapArea, extra: { m?: "assistant"; t?: string } = {}) =>
  `/go/${channel}?${new URLSearchParams({ p: pagePath, a: area, ...extra })}`;
