/**
 * Just enough of robots.txt (RFC 9309) to answer three questions: does it
 * list sitemaps, does it shut every search engine out, and may they read
 * this page. Rules for "*" are the ones that apply to search engines in general;
 * a group for Googlebot, when present, is what Google follows instead.
 */

type Rule = { allow: boolean; pattern: string };
export type RobotsTxt = { sitemaps: string[]; groups: { agents: string[]; rules: Rule[] }[] };

export function parseRobotsTxt(text: string): RobotsTxt {
  const sitemaps: string[] = [];
  const groups: RobotsTxt["groups"] = [];
  let current: RobotsTxt["groups"][number] | null = null;
  let lastWasAgent = false;
  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*$/, "").trim();
    const colon = line.indexOf(":");
    if (colon < 1) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === "sitemap") {
      if (value) sitemaps.push(value);
      continue;
    }
    if (key === "user-agent") {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (!current) continue;
    // An empty Disallow allows everything; it adds no rule.
    if ((key === "allow" || key === "disallow") && value) current.rules.push({ allow: key === "allow", pattern: value });
  }
  return { sitemaps, groups };
}

function rulesFor(robots: RobotsTxt, agent: string): Rule[] {
  const named = robots.groups.filter((group) => group.agents.some((a) => a !== "*" && agent.startsWith(a)));
  const chosen = named.length ? named : robots.groups.filter((group) => group.agents.includes("*"));
  return chosen.flatMap((group) => group.rules);
}

function matches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith("$");
  const parts = (anchored ? pattern.slice(0, -1) : pattern).split("*");
  let position = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (i === 0) {
      if (!path.startsWith(part)) return false;
      position = part.length;
      continue;
    }
    const found = path.indexOf(part, position);
    if (found < 0) return false;
    position = found + part.length;
  }
  if (!anchored) return true;
  const last = parts[parts.length - 1]!;
  return parts.length > 1 ? path.endsWith(last) : position === path.length;
}

/** The longest matching rule wins; on a tie, Allow wins (RFC 9309 §2.2.2). */
export function isAllowed(robots: RobotsTxt, path: string, agent = "googlebot"): boolean {
  let best: Rule | null = null;
  for (const rule of rulesFor(robots, agent)) {
    if (!matches(rule.pattern, path)) continue;
    if (!best || rule.pattern.length > best.pattern.length || (rule.pattern.length === best.pattern.length && rule.allow)) best = rule;
  }
  return best ? best.allow : true;
}

/** "Disallow: /" for search engines, with nothing allowed back. */
export function blocksEverything(robots: RobotsTxt, agent = "googlebot"): boolean {
  return !isAllowed(robots, "/", agent) && !rulesFor(robots, agent).some((rule) => rule.allow);
}
