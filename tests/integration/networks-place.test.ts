import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpOwner, startAuthServer, type AuthServer } from "./auth-helpers";
import { ownerSettings } from "../fixtures/studio/owner-settings";
import { propertyProblem } from "../fixtures/schema-org/vocabulary";
import type { SettingsValues } from "#core/settings/settings-schema";

let server: AuthServer;
let owner: Record<string, string>;

beforeAll(async () => {
  server = await startAuthServer({});
  owner = await signUpOwner(server);
});
afterAll(async () => {
  await server?.stop();
});

const save = async (values: SettingsValues) => {
  const response = await fetch(`${server.url}/api/admin/settings`, {
    method: "PUT",
    headers: { ...owner, "content-type": "application/json" },
    body: JSON.stringify(values),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  // Settings are drafted with the content (ADR 040): published here, as the owner would.
  const published = await fetch(`${server.url}/api/admin/content/publish`, {
    method: "POST",
    headers: { ...owner, "content-type": "application/json" },
    body: "{}",
  });
  expect([200, 409]).toContain(published.status);
  const after = await fetch(`${server.url}/api/admin/settings`, { headers: owner });
  return (await after.json()) as { values: SettingsValues; sampleFields: string[] };
};

type Page = { html: string; footer: string; contact: string; business: Record<string, unknown>; person: Record<string, unknown> };

async function page(path: string): Promise<Page> {
  const html = await (await fetch(`${server.url}${path}`)).text();
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  const footer = html.slice(html.indexOf('data-testid="site-footer"'), html.indexOf("</footer>"));
  const contactStart = html.indexOf('<section id="contact"');
  const contact = html.slice(contactStart, html.indexOf("</section>", contactStart));
  return {
    html,
    footer,
    contact,
    business: jsonLd.find((node) => node["@type"] === "ProfessionalService")!,
    person: jsonLd.find((node) => node["@type"] === "Person")!,
  };
}

/** The networks in the order a part of the page links them. */
const footerNetworks = (part: string) => [...part.matchAll(/data-testid="social-([a-z-]+)"/g)].map((match) => match[1]);
const contactNetworks = (part: string) => [...part.matchAll(/data-network="([a-z-]+)"/g)].map((match) => match[1]);
/** Visible text of a part of a page, tags dropped and entities read. */
const text = (part: string) =>
  part
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

function schemaProblems(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(schemaProblems);
  if (node === null || typeof node !== "object") return [];
  const record = node as Record<string, unknown>;
  const type = record["@type"];
  return Object.keys(record)
    .filter((key) => !key.startsWith("@"))
    .flatMap((key) => [
      ...(typeof type === "string" ? [propertyProblem(type, key)].filter((p): p is string => !!p) : []),
      ...schemaProblems(record[key]),
    ]);
}

describe("the shipped sample: five links, a street and hours", () => {
  it.each([
    ["/", "ar"],
    ["/en", "en"],
  ] as const)("%s shows them in the footer, the contact section and the JSON-LD", async (path, lang) => {
    const { footer, contact, business } = await page(path);
    const five = ["telegram", "facebook", "instagram", "linkedin", "youtube"];
    expect(footerNetworks(footer)).toEqual(five);
    expect(contactNetworks(contact)).toEqual(five);
    expect(text(footer)).toContain(lang === "ar" ? "شارع أبي نواس، الكرادة، بغداد، العراق" : "Abu Nuwas Street, Karrada, Baghdad, Iraq");
    expect(text(contact)).toContain(lang === "ar" ? "السبت – الخميس" : "Saturday – Thursday");
    expect(text(contact)).toContain(lang === "ar" ? "الجمعة مغلق" : "Friday Closed");
    expect(business.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: lang === "ar" ? "شارع أبي نواس، الكرادة" : "Abu Nuwas Street, Karrada",
      addressLocality: lang === "ar" ? "بغداد" : "Baghdad",
      addressCountry: "IQ",
    });
    expect(business.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"],
        opens: "09:00",
        closes: "17:00",
      },
    ]);
    expect(business).not.toHaveProperty("geo");
    expect(business).not.toHaveProperty("hasMap");
    expect(business.sameAs).toEqual([
      "https://t.me/example",
      "https://www.facebook.com/example",
      "https://www.instagram.com/example",
      "https://www.linkedin.com/in/example",
      "https://www.youtube.com/@example",
    ]);
  });
});

describe("the owner's networks in his order, his address, map and hours", () => {
  const street = { en: 'Palestine St. <b>12</b> & "Co"', ar: "شارع فلسطين <b>12</b> & «الشركة»" };
  beforeAll(async () => {
    const saved = await save({
      ...ownerSettings,
      profiles: [
        { network: "tiktok", url: "tiktok.com/@sarakareem" },
        { network: "x", url: "https://x.com/sarakareem" },
        { network: "behance", url: "https://www.behance.net/sarakareem" },
        { network: "telegram", url: "https://t.me/sarakareem" },
        { network: "whatsapp-channel", url: "https://whatsapp.com/channel/0029VaSara" },
      ],
      addressStreetAr: street.ar,
      addressStreetEn: street.en,
    });
    expect(saved.sampleFields).toEqual([]);
  });

  it.each([
    ["/", "ar"],
    ["/en", "en"],
  ] as const)("%s: footer and contact section in his order, with the map link; escaped text", async (path, lang) => {
    const { html, footer, contact } = await page(path);
    const order = ["tiktok", "x", "behance", "telegram", "whatsapp-channel"];
    expect(footerNetworks(footer)).toEqual(order);
    expect(contactNetworks(contact)).toEqual(order);
    expect(footer).toContain('href="https://tiktok.com/@sarakareem"');
    expect(contact).toContain('href="https://whatsapp.com/channel/0029VaSara"');
    // Each profile named in the page's language.
    expect(text(contact)).toContain(lang === "ar" ? "قناة واتساب" : "WhatsApp channel");
    // None of the networks he removed.
    for (const gone of ["facebook.com", "instagram.com", "linkedin.com", "youtube.com", "t.me/example"]) expect(html, gone).not.toContain(gone);

    const mapLink = "https://www.openstreetmap.org/?mlat=33.3386&amp;mlon=44.4286#map=17/33.3386/44.4286";
    expect(footer).toContain(`href="${mapLink}"`);
    expect(contact).toContain(`href="${mapLink}"`);
    // The owner's text is text, never markup.
    expect(html).not.toContain("<b>12</b>");
    expect(text(footer)).toContain(lang === "ar" ? `${street.ar}، بغداد 10011، العراق` : `${street.en}, Baghdad 10011, Iraq`);
    expect(text(contact)).toContain(lang === "ar" ? "بغداد 10011، العراق" : "Baghdad 10011, Iraq");

    // Hours: Saturday with a break, four days alike, a short Thursday, Friday closed; Baghdad time said.
    const hours = text(contact);
    if (lang === "en") {
      expect(hours).toContain("Saturday 9:00 – 13:00 · 16:00 – 20:00");
      expect(hours).toContain("Sunday – Wednesday 9:00 – 17:00");
      expect(hours).toContain("Thursday 9:00 – 14:00");
      expect(hours).toContain("Friday Closed");
      expect(hours).toContain("Baghdad time");
    } else {
      expect(hours).toContain("السبت 9:00 ص – 1:00 م · 4:00 م – 8:00 م");
      expect(hours).toContain("الأحد – الأربعاء 9:00 ص – 5:00 م");
      expect(hours).toContain("الجمعة مغلق");
      expect(hours).toContain("بتوقيت بغداد");
    }
  });

  it.each([
    ["/", "ar"],
    ["/en", "en"],
  ] as const)("%s: the business's JSON-LD has his address, coordinates, map and hours, and his profiles in order", async (path, lang) => {
    const { business, person } = await page(path);
    expect(business.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: street[lang],
      addressLocality: lang === "ar" ? "بغداد" : "Baghdad",
      postalCode: "10011",
      addressCountry: "IQ",
    });
    expect(business.geo).toEqual({ "@type": "GeoCoordinates", latitude: 33.3386, longitude: 44.4286 });
    expect(business.hasMap).toBe("https://www.openstreetmap.org/?mlat=33.3386&mlon=44.4286#map=17/33.3386/44.4286");
    expect(business.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "13:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "16:00", closes: "20:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Sunday", "Monday", "Tuesday", "Wednesday"], opens: "09:00", closes: "17:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Thursday"], opens: "09:00", closes: "14:00" },
    ]);
    const links = [
      "https://tiktok.com/@sarakareem",
      "https://x.com/sarakareem",
      "https://www.behance.net/sarakareem",
      "https://t.me/sarakareem",
      "https://whatsapp.com/channel/0029VaSara",
    ];
    expect(business.sameAs).toEqual(links);
    expect(person.sameAs).toEqual(links);
    // The person lives in the city; the street is the business's.
    expect(person.address).toEqual({ "@type": "PostalAddress", addressLocality: lang === "ar" ? "بغداد" : "Baghdad", addressCountry: "IQ" });
    expect(schemaProblems(business)).toEqual([]);
  });

  it("without a street, hours or map: the city and country only, no hours and no map anywhere", async () => {
    await save({ ...ownerSettings, addressStreetAr: "", addressStreetEn: "", addressPostalCode: "", mapLink: "", geo: "", hours: [] });
    for (const [path, lang] of [
      ["/", "ar"],
      ["/en", "en"],
    ] as const) {
      const { footer, contact, business } = await page(path);
      expect(text(footer)).toContain(lang === "ar" ? "بغداد، العراق" : "Baghdad, Iraq");
      expect(footer).not.toContain('data-testid="place-hours"');
      expect(contact).not.toContain('data-testid="place-hours"');
      expect(footer).not.toContain('data-testid="footer-map"');
      expect(contact).not.toContain('data-testid="place-map"');
      expect(business.address).toEqual({ "@type": "PostalAddress", addressLocality: lang === "ar" ? "بغداد" : "Baghdad", addressCountry: "IQ" });
      for (const key of ["geo", "hasMap", "openingHoursSpecification"]) expect(business, key).not.toHaveProperty(key);
    }
  });
});

describe("export and import", () => {
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, { ...init, headers: { ...owner, "content-type": "application/json", ...(init.headers as object) } });
  const studio = async () => ((await (await api("/api/admin/settings")).json()) as { values: SettingsValues }).values;

  it("an export carries the networks in order, the address and the hours, and imports back unchanged", async () => {
    await save({
      ...ownerSettings,
      profiles: [
        { network: "github", url: "https://github.com/sara" },
        { network: "telegram", url: "https://t.me/sara" },
      ],
    });
    const before = await studio();
    const file = (await (await api("/api/admin/content/export")).json()) as { settings: SettingsValues };
    expect(file.settings.profiles).toEqual(before.profiles);
    expect(file.settings.hours).toEqual(before.hours);
    expect(file.settings.addressStreetEn).toBe(before.addressStreetEn);
    await save({ ...before, profiles: [], hours: [], addressStreetEn: "" });
    const imported = await api("/api/admin/content/import", { method: "POST", body: JSON.stringify(file) });
    expect(imported.status, await imported.clone().text()).toBe(200);
    expect(await studio()).toEqual(before);
  });

  it("an export made before the networks were a list imports: his five links in their order, his address and hours kept", async () => {
    const before = await studio();
    const file = (await (await api("/api/admin/content/export")).json()) as { settings: Record<string, unknown>; content: Record<string, unknown> };
    // Its content had no settings of its own either (ADR 040): only the file's settings carry them.
    delete file.content.settings;
    // What the settings of an older export looked like: one field per network, no address, map or hours.
    const legacy = Object.fromEntries(
      Object.entries(file.settings).filter(([key]) => !["profiles", "hours", "mapLink", "geo"].includes(key) && !key.startsWith("address")),
    );
    Object.assign(legacy, {
      telegram: "https://t.me/old",
      facebook: "https://www.facebook.com/old",
      instagram: "https://www.instagram.com/old",
      linkedin: "https://www.linkedin.com/in/old",
      youtube: "https://www.youtube.com/@old",
    });
    const imported = await api("/api/admin/content/import", { method: "POST", body: JSON.stringify({ ...file, settings: legacy }) });
    expect(imported.status, await imported.clone().text()).toBe(200);
    const after = await studio();
    expect(after.profiles.map((profile) => profile.url)).toEqual([
      "https://t.me/old",
      "https://www.facebook.com/old",
      "https://www.instagram.com/old",
      "https://www.linkedin.com/in/old",
      "https://www.youtube.com/@old",
    ]);
    expect({ ...after, profiles: before.profiles }).toEqual(before);
  });
});
