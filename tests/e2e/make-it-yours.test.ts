import { describe, expect } from "vitest";
import sharp from "sharp";
import type { Locator, Page } from "playwright-core";
import type { Lang } from "#core/i18n/languages";
import seed from "../../server/content/seed-data.json" with { type: "json" };
import { startServer } from "../setup/server";
import { phonePhoto } from "../fixtures/images/make-images";
import { persona } from "../fixtures/studio/persona";
import { expectNoAxeViolations } from "./kit/axe";
import { test, type PageOptions } from "./kit/fixtures";
import { visit } from "./kit/pages/shell";
import { anyName, escaped, Persona, studioWords } from "./kit/persona";
import { signInAsOwner, studioShot, toastTitled } from "./kit/studio";

// The guided first hour: a new owner goes down the dashboard's "Make it yours" checklist in order, as
// the persona (tests/fixtures/studio/persona.ts), until no sample value is left, then publishes. Once
// with the studio in English at desktop width, once in Arabic on a phone; axe on every screen he
// works on. Every action is counted, and the time a person would take is estimated from the counts
// (the Keystroke-Level Model, tests/e2e/kit/persona.ts): the README states the figure.

type Bilingual = { ar: string; en: string };
const languages = ["ar", "en"] as const;

/** A wide logo: a teal bar on a transparent ground. */
const logoPng = () =>
  sharp({ create: { width: 1000, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: { create: { width: 900, height: 260, channels: 4, background: "#0f766e" } }, left: 50, top: 20 }])
    .png()
    .toBuffer();

/** A seed item's name in the studio's language. */
const seedName = (list: keyof typeof seed, id: string, lang: Lang) => {
  const item = (seed[list] as { id: string; title?: Bilingual; name?: Bilingual }[]).find((entry) => entry.id === id)!;
  return (item.title ?? item.name)![lang];
};

async function firstHour(openPage: (options: PageOptions) => Promise<Page>, lang: Lang, mobile: boolean) {
  const server = await startServer({ AUTH_RATE_LIMIT_MULTIPLIER: "10" });
  const opened: Page[] = [];
  const open = async (options: PageOptions) => {
    const page = await openPage(options);
    opened.push(page);
    return page;
  };
  try {
    const w = studioWords(lang);
    const where = `${lang}, ${mobile ? 390 : 1366} px`;
    const page = await open({ clock: false, mobile, locale: lang === "ar" ? "ar-IQ" : "en-GB" });
    const owner = new Persona(page);
    const shot = (name: string) => studioShot(page, `first-hour-${lang}-${mobile ? 390 : 1366}-${name}`);
    const toast = (title: string) => owner.waitFor(toastTitled(page, title));
    const dialog = page.getByRole("dialog");
    const step = (id: string) => page.locator(`[data-testid="make-step"][data-step="${id}"]`);
    // The step's own link reads "6. What clients say"; its chips name the same list.
    const stepLink = (id: string) => step(id).getByRole("link", { name: new RegExp(`^\\d+\\. ${escaped(w(`studio.sample.steps.${id}.title`))}$`) });
    const progress = page.getByTestId("make-progress");
    /** A screen he reads and works on, checked with axe. */
    const arrive = async (heading: string, name: string) => {
      await owner.waitFor(page.getByRole("heading", { level: 1, name: heading, exact: true }).waitFor());
      owner.read();
      await expectNoAxeViolations(page, `${name}, ${where}`);
      await shot(name);
    };
    // On a phone the studio's screens are behind one button (issue 44): he opens it first.
    const nav = async (section: string) => {
      const menu = page.getByTestId("studio-menu");
      if (mobile && !(await menu.evaluate((element) => (element as HTMLDetailsElement).open))) await owner.click(menu.locator("summary"));
      await owner.click(page.getByRole("link", { name: w(`studio.sections.${section}`), exact: true }).first());
    };
    /** From the dashboard, the next step's link. */
    const follow = async (id: string) => {
      await nav("enquiries");
      await owner.waitFor(step(id).waitFor());
      await owner.click(stepLink(id));
    };
    const pair = async (scope: Locator, list: string, field: string, text: Bilingual) => {
      for (const language of languages) {
        const label = w("studio.lists.editor.field", {
          field: w(`studio.lists.screens.${list}.fields.${field}.label`),
          language: w(`studio.lists.language.${language}`),
        });
        await owner.type(scope.getByLabel(label, { exact: true }), text[language]);
      }
    };
    const save = async (title: string) => {
      await owner.click(dialog.getByRole("button", { name: w("studio.lists.editor.save"), exact: true }));
      await toast(title);
      await owner.waitFor(dialog.waitFor({ state: "detached" }));
    };
    const editButtons = () => page.getByRole("button", { name: anyName(w("studio.lists.actions.editLabel")) });
    const deleteButtons = () => page.getByRole("button", { name: anyName(w("studio.lists.actions.deleteLabel")) });
    /** He deletes every item from the n-th on (the sample's he does not want). */
    const deleteFrom = async (keep: number) => {
      while ((await deleteButtons().count()) > keep) {
        await owner.click(deleteButtons().last());
        await owner.click(page.getByRole("button", { name: w("studio.lists.actions.deleteYes") }));
        await toast(w("studio.lists.done.deleted"));
      }
    };
    /** "Keep them as mine": the sample items left in this list are his as they stand. */
    const keepTheRest = async (count: number) => {
      await owner.click(page.getByRole("button", { name: w("studio.lists.sampleBar.keep", { count }) }));
      await toast(w("studio.lists.done.kept", { count }));
      await owner.waitFor(page.getByTestId("list-sample-bar").waitFor({ state: "detached" }));
    };
    const upload = async (scope: Locator | Page, group: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
      const field = scope.getByRole("group", { name: group, exact: true });
      await owner.upload(field.getByLabel(w("studio.images.choose")), file);
      await owner.waitFor(field.getByTestId("image-preview").locator("img").waitFor({ timeout: 30_000 }));
    };
    const pagesText = async (key: string, text: Bilingual) => {
      const row = page.locator(`[data-testid="text-row"][data-key="${key}"]`);
      for (const language of languages) await owner.type(row.getByTestId(`text-${language}`), text[language]);
      await owner.click(row.getByTestId("text-save"));
      await toast(w("studio.pages.saved"));
    };

    await signInAsOwner(page, server.url);
    await owner.waitFor(progress.waitFor());
    owner.read();
    expect(await progress.textContent()).toBe(w("studio.sample.progress", { count: 10, done: 0 }));
    await expectNoAxeViolations(page, `dashboard, ${where}`);
    await shot("dashboard");

    // 1. His name, his portrait and his logo.
    await owner.click(stepLink("identity"));
    await arrive(w("studio.settings.title"), "settings");
    for (const [field, value] of Object.entries(persona.names)) await owner.type(page.locator(`#setting-${field}`), value);
    await owner.click(page.getByRole("button", { name: w("studio.settings.save") }));
    await toast(w("studio.settings.saved"));
    await upload(page, w("studio.images.photo.label"), { name: "omar.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(30) });
    await owner.type(page.locator("#owner-photo-alt-ar"), persona.photoAlt.ar);
    await owner.type(page.locator("#owner-photo-alt-en"), persona.photoAlt.en);
    await owner.click(page.getByRole("button", { name: w("studio.images.photo.save") }));
    await toast(w("studio.images.photo.saved"));
    await nav("brand");
    await arrive(w("studio.brand.title"), "brand");
    await upload(page, w("studio.brand.logo.label"), { name: "logo.png", mimeType: "image/png", buffer: await logoPng() });
    await owner.click(page.getByRole("button", { name: w("studio.brand.logo.save") }));
    await toast(w("studio.brand.logo.saved"));

    // 2. Contacts and networks: his numbers and addresses, his three profiles (two of the sample's networks
    // he is not on), TikTok added, his street, and Thursday's hours.
    await follow("contacts");
    await arrive(w("studio.settings.title"), "settings-contacts");
    for (const [field, value] of Object.entries(persona.contacts)) await owner.type(page.locator(`#setting-${field}`), value);
    for (const network of persona.removedNetworks) {
      const name = w(`studio.settings.networks.${network}`);
      await owner.click(page.getByRole("button", { name: w("studio.settings.profilesEditor.remove", { network: name }) }));
    }
    for (const [network, url] of Object.entries(persona.profiles)) await owner.type(page.locator(`#setting-profile-${network}`), url);
    for (const [network, url] of Object.entries(persona.addedNetworks)) {
      await owner.choose(page.getByTestId("profile-choice"), w(`studio.settings.networks.${network}`));
      await owner.click(page.getByRole("button", { name: w("studio.settings.profilesEditor.addButton"), exact: true }));
      await owner.type(page.locator(`#setting-profile-${network}`), url);
    }
    await owner.type(page.locator("#setting-addressStreetAr"), persona.street.ar);
    await owner.type(page.locator("#setting-addressStreetEn"), persona.street.en);
    await owner.type(page.locator('[data-testid="hours-thursday"] [data-testid="hours-closes"]'), persona.thursdayCloses);
    await owner.click(page.getByRole("button", { name: w("studio.settings.save") }));
    await toast(w("studio.settings.saved"));

    // 3. His facts: the year he started and his figures; his city and country are the sample's and true.
    await follow("facts");
    await arrive(w("studio.lists.screens.facts.title"), "facts");
    for (const [id, value] of [
      ["years", persona.facts.startYear],
      ["campaigns", persona.facts.campaigns],
      ["websites", persona.facts.websites],
    ] as const) {
      await owner.click(page.getByRole("button", { name: w("studio.lists.actions.editLabel", { name: seedName("facts", id, lang) }) }));
      await owner.type(dialog.getByLabel(w("studio.lists.screens.facts.fields.number.label"), { exact: true }), value);
      await save(w("studio.lists.screens.facts.saved"));
    }
    // Save with nothing changed saves nothing: his country stays a sample until he keeps it on purpose.
    await page.getByRole("button", { name: w("studio.lists.actions.editLabel", { name: seedName("facts", "country", lang) }) }).click();
    await dialog.getByRole("button", { name: w("studio.lists.editor.save"), exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await page.getByTestId("list-sample-bar").textContent()).toContain(w("studio.lists.sampleBar.keep", { count: 2 }));
    await keepTheRest(2);

    // 4. Services, sectors and landing pages: two services he does not sell go, one he does is added.
    await follow("pages");
    await arrive(w("studio.lists.screens.services.title"), "services");
    for (const id of ["events", "content"]) {
      await owner.click(page.getByRole("button", { name: w("studio.lists.actions.deleteLabel", { name: seedName("services", id, lang) }) }));
      await owner.click(page.getByRole("button", { name: w("studio.lists.actions.deleteYes") }));
      await toast(w("studio.lists.done.deleted"));
    }
    await owner.click(page.getByRole("button", { name: w("studio.lists.screens.services.add") }));
    const { service } = persona;
    await owner.choose(
      dialog.getByLabel(w("studio.lists.screens.services.fields.icon.label"), { exact: true }),
      w(`studio.lists.choices.icons.camera`),
    );
    for (const field of [
      "title",
      "description",
      "slug",
      "metaTitle",
      "metaDescription",
      "intro",
      "problemTitle",
      "problemText",
      "solutionTitle",
      "solutionText",
      "processTitle",
      "steps",
      "faq",
    ] as const) {
      await pair(dialog, "services", field, service[field]);
    }
    await owner.check(dialog.getByLabel(w("studio.lists.editor.published"), { exact: true }));
    await expectNoAxeViolations(page, `service editor, ${where}`);
    await save(w("studio.lists.screens.services.added"));
    await keepTheRest(6);
    for (const [section, count] of [
      ["sectors", 5],
      ["landing", 3],
    ] as const) {
      await nav(section);
      await arrive(w(`studio.lists.screens.${section}.title`), section);
      await keepTheRest(count);
    }
    // The services page's description still names the two services he removed (issue 44, item 3): he rewrites it.
    await nav("enquiries");
    await owner.waitFor(step("pages").getByTestId("sample-stale").waitFor());
    await owner.click(step("pages").getByTestId("sample-stale"));
    await arrive(w("studio.pages.title"), "pages-stale");
    await owner.waitFor(page.getByTestId("text-names-gone").first().waitFor());
    await pagesText("services:page.meta.description", persona.servicesDescription);
    await owner.waitFor(page.getByText(w("studio.pages.noneStale")).waitFor());

    // 5. His work: three projects with his photos; the sample's others go; the categories stay.
    await follow("portfolio");
    await arrive(w("studio.lists.screens.portfolio.title"), "portfolio");
    for (const [index, project] of persona.projects.entries()) {
      await owner.click(editButtons().nth(index));
      await pair(dialog, "portfolio", "title", project.title);
      await pair(dialog, "portfolio", "description", project.description);
      await upload(dialog, w("studio.lists.screens.portfolio.fields.image.label"), {
        name: `work-${index}.jpg`,
        mimeType: "image/jpeg",
        buffer: await phonePhoto(60 + index * 90),
      });
      await owner.type(dialog.getByLabel(w("studio.images.altAr")), project.alt.ar);
      await owner.type(dialog.getByLabel(w("studio.images.altEn")), project.alt.en);
      if (index === 0) await expectNoAxeViolations(page, `project editor, ${where}`);
      await save(w("studio.lists.screens.portfolio.saved"));
    }
    await deleteFrom(persona.projects.length);
    await nav("portfolio-categories");
    await arrive(w("studio.lists.screens.portfolio-categories.title"), "categories");
    await keepTheRest(4);

    // 6. What clients say: one quote of his own client; the sample's go.
    await follow("testimonials");
    await arrive(w("studio.lists.screens.testimonials.title"), "testimonials");
    await owner.click(editButtons().first());
    await pair(dialog, "testimonials", "quote", persona.testimonial.quote);
    await pair(dialog, "testimonials", "author", persona.testimonial.author);
    await save(w("studio.lists.screens.testimonials.saved"));
    await deleteFrom(1);

    // 7. His story on the About page; the questions, figures and partners are true of him as shipped.
    await follow("more");
    await arrive(w("studio.pages.title"), "pages-about");
    for (const [index, paragraph] of persona.story.entries()) await pagesText(`pages:about.story.${index}`, paragraph);
    for (const [section, count] of [
      ["faq", 9],
      ["stats", 3],
      ["credibility", 10],
    ] as const) {
      await nav(section);
      await arrive(w(`studio.lists.screens.${section}.title`), section);
      await keepTheRest(count);
    }
    // The About page's "What I bring" and "How I work" are lists of his too (issue 44, item 3).
    await nav("about");
    for (const [section, count] of [
      ["about-skills", 8],
      ["about-values", 4],
    ] as const) {
      if (section === "about-values") await owner.click(page.getByRole("link", { name: w(`studio.sections.${section}`), exact: true }).last());
      await arrive(w(`studio.lists.screens.${section}.title`), section);
      await keepTheRest(count);
    }
    // And the contact form's four topics.
    await nav("contact-topics");
    await arrive(w("studio.lists.screens.contact-topics.title"), "contact-topics");
    await keepTheRest(4);

    // 8. His CV: his one job and his degree; the sample's skills, tools and languages are his too.
    await follow("cv");
    await arrive(w("studio.lists.screens.cv-jobs.title"), "cv-jobs");
    await owner.click(editButtons().first());
    for (const field of ["role", "org", "period", "points"] as const) await pair(dialog, "cv-jobs", field, persona.job[field]);
    await save(w("studio.lists.screens.cv-jobs.saved"));
    await deleteFrom(1);
    for (const [section, count] of [
      ["cv-skills", 10],
      ["cv-tools", 11],
      ["cv-languages", 2],
    ] as const) {
      await owner.click(page.getByRole("link", { name: w(`studio.sections.${section}`), exact: true }).last());
      await arrive(w(`studio.lists.screens.${section}.title`), section);
      await keepTheRest(count);
    }
    await owner.click(page.getByRole("link", { name: w("studio.sections.cv-education"), exact: true }).last());
    await arrive(w("studio.lists.screens.cv-education.title"), "cv-education");
    await owner.click(editButtons().first());
    for (const field of ["title", "org", "period"] as const) await pair(dialog, "cv-education", field, persona.education[field]);
    await save(w("studio.lists.screens.cv-education.saved"));
    await nav("pages");
    await arrive(w("studio.pages.title"), "pages");
    await page.goto(`${server.url}/admin/pages?group=cv`);
    await pagesText("pages:cv.profile", persona.profile);

    // 9. His articles: the two samples go, in one step.
    await follow("articles");
    await arrive(w("studio.articles.title"), "articles");
    await owner.click(page.getByRole("button", { name: w("studio.articles.samples.remove", { count: 2 }), exact: true }));
    await toast(w("studio.articles.samples.removed", { count: 2 }));

    // Before publishing, the checklist counts his draft: what he did waits for Publish, and says so (issue 44, item 2).
    await nav("enquiries");
    await owner.waitFor(step("identity").waitFor());
    owner.read();
    expect(await step("identity").getAttribute("data-status")).toBe("draft");
    expect(await step("identity").getByTestId("make-step-draft").textContent()).toContain(w("studio.sample.stepDraft"));
    expect(await step("articles").getAttribute("data-status")).toBe("done");
    expect(await step("publish").getAttribute("data-status")).toBe("open");
    expect(await page.getByTestId("make-in-draft").isVisible()).toBe(true);
    await expectNoAxeViolations(page, `dashboard with a draft, ${where}`);
    await shot("dashboard-draft");
    await nav("pages");
    await owner.waitFor(page.getByRole("heading", { level: 1, name: w("studio.pages.title"), exact: true }).waitFor());

    // 10. Publish: every step is done, and the checklist says so.
    await owner.click(page.getByRole("button", { name: w("studio.content.publish"), exact: true }));
    await toast(w("studio.content.published"));
    await nav("enquiries");
    // The checklist gives way to one line: nothing of the sample is left.
    await owner.waitFor(
      page
        .getByTestId("make-done")
        .waitFor({ timeout: 15_000 })
        .catch(async (error: unknown) => {
          await shot("dashboard-not-done");
          // What is left, said in the failure.
          throw new Error(`${String(error)}\n${await page.getByTestId("sample-notice").innerText()}`);
        }),
    );
    expect(await page.getByTestId("make-done").textContent()).toBe(w("studio.sample.done"));
    await expectNoAxeViolations(page, `dashboard done, ${where}`);
    await shot("dashboard-done");

    // Visitors see his site: his name and story, his figures, his services, no sample number.
    for (const [path, visitorLang] of [
      ["/", "ar"],
      ["/en", "en"],
    ] as const) {
      const visitor = await open({ clock: false, mobile, locale: lang === "ar" ? "ar-IQ" : "en-GB" });
      await visit(visitor, path, server.url);
      const home = await visitor.locator("body").innerText();
      expect(home, `${path}, ${where}`).toContain(persona.names[visitorLang === "ar" ? "ownerNameAr" : "ownerNameEn"]);
      expect(home, path).toContain(visitorLang === "ar" ? `+${persona.facts.campaigns}` : `${persona.facts.campaigns}+`);
      expect(home, path).not.toMatch(/\+964 770 000 0000|770 000 0000/);
      await visit(visitor, visitorLang === "ar" ? "/ar/services" : "/en/services", server.url);
      const services = await visitor.locator("main").innerText();
      expect(services, path).toContain(persona.service.title[visitorLang]);
      expect(services, path).not.toContain(seedName("services", "events", visitorLang));
      await visit(visitor, visitorLang === "ar" ? "/ar/about" : "/en/about", server.url);
      expect(await visitor.locator("main").innerText(), path).toContain(
        visitorLang === "ar" ? "تعلمت أن الجمال وحده لا يكفي" : "I learned that good looks are not enough",
      );
    }

    const { seconds, typing, waited } = owner.estimate();
    const minutes = (value: number) => Math.round((value / 60) * 10) / 10;
    console.log(
      `first hour (${where}): ${JSON.stringify(owner.tally)}; a person's time by the model ${minutes(seconds)} min, of which typing ${minutes(typing)} min; the site's own time in this run ${minutes(waited)} min`,
    );
    // The issue's target is under 45 minutes of a person's time, most of it typing.
    expect(seconds).toBeLessThan(45 * 60);
    expect(typing / seconds).toBeGreaterThan(0.4);
  } finally {
    // The studio still asks the server now and then: its pages close before the server stops.
    for (const page of opened) await page.context().close();
    await server.stop();
  }
}

describe("the guided first hour", () => {
  // A whole hour of the owner's work, done by the browser: minutes, not seconds.
  test(
    "with the studio in English at desktop width, the owner makes the sample site his and publishes it",
    { timeout: 600_000 },
    async ({ openPage }) => {
      await firstHour(openPage, "en", false);
    },
  );
  test("with the studio in Arabic on a phone, the owner makes the sample site his and publishes it", { timeout: 600_000 }, async ({ openPage }) => {
    await firstHour(openPage, "ar", true);
  });
});
