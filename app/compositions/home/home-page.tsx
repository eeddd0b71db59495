import { Suspense } from "react";
import { Link } from "react-router";
import { tapHref } from "#core/leads/tap-link";
import { Mail, MessageCircle, Phone } from "lucide-react";
import { HexLogo } from "~/components/ui/hex-logo";
import { UploadedImage } from "~/components/ui/uploaded-image";
import { langPrefix } from "#core/i18n/languages";
import { useLang, useT } from "~/i18n/use-lang";
import { usePublicShell } from "~/i18n/use-slugs";
import { formatNumber } from "~/utils/format";
import { formatPhone } from "#core/settings/site-settings";
import { useTapPage } from "~/components/contact/tap-page";
import type { SiteContent } from "#core/content/content-types";
import type { ArticleCard as ArticleCardData } from "#core/articles/article-wire";
import { lazyWhenNear } from "~/components/ui/lazy-when-near";
import { usePlaceLabels, useProfileLinks } from "~/components/contact/place-texts";
import { Section } from "./section";
import { ContactFormSlot } from "~/islands/contact-form-slot";
import { ArticleCard } from "~/components/page/article-card";

// Everything below the hero loads its code as the visitor scrolls towards it
// (the HTML is all there from the server), which keeps the first load small.
const ServicesGrid = lazyWhenNear("services", () => import("~/features/services/services-grid").then((m) => m.ServicesGrid));
const SectorsGrid = lazyWhenNear("sectors", () => import("~/features/sectors/sectors-grid").then((m) => m.SectorsGrid));
const PortfolioGallery = lazyWhenNear("portfolio", () => import("~/features/portfolio/portfolio-gallery").then((m) => m.PortfolioGallery));
const Testimonials = lazyWhenNear("testimonials", () => import("./testimonials").then((m) => m.Testimonials));
const Accordion = lazyWhenNear("faq", () => import("~/components/ui/accordion").then((m) => m.Accordion));
const ToolCards = lazyWhenNear("free-tools", () => import("~/features/tools/tool-cards").then((m) => m.ToolCards));
const ContactForm = lazyWhenNear("contact", () => import("~/features/contact/contact-form").then((m) => m.ContactForm));
const ContactPlace = lazyWhenNear("contact", () => import("~/components/contact/business-place").then((m) => m.ContactPlace));

type SectionId = "services" | "sectors" | "portfolio" | "testimonials" | "faq" | "articles" | "free-tools" | "contact";

/** Shown only on client-side navigations, for the moment a section's code loads. */
function SectionFallback({ tall = false }: { tall?: boolean }) {
  return <div className={`card animate-pulse ${tall ? "min-h-[42rem]" : "min-h-64"}`} aria-hidden />;
}

export function HomePage({
  content,
  notFound = false,
}: {
  content: Pick<SiteContent, "stats" | "testimonials" | "faq" | "portfolio"> & { latestArticles: ArticleCardData[] };
  /** Shown for an address that names nothing (404): a note says so, to screen readers too, above the home page. */
  notFound?: boolean;
}) {
  const lang = useLang();
  const tapPage = useTapPage();
  const { t } = useT("home");
  const sectorNames = t("sections.testimonials.sectors", { returnObjects: true });
  const { settings, place, brand } = usePublicShell();
  const hero = brand?.hero ?? { kind: "mark" };
  const { t: common } = useT("common");
  const placeLabels = usePlaceLabels();
  const profiles = useProfileLinks(settings.profiles);
  const prefix = langPrefix(lang);
  const { stats } = content;
  const section = (id: SectionId) => t(`sections.${id}`, { returnObjects: true });
  const more = (href: string) => (
    <Link to={href} className="btn-ghost inline-flex text-sm">
      {t("more")}
    </Link>
  );

  return (
    <>
      <section id="home" aria-labelledby="home-title" className="relative overflow-hidden pb-16 pt-28 sm:pt-36">
        <div
          className="pointer-events-none absolute -top-48 start-1/2 h-[36rem] w-[36rem] -translate-x-1/2 rounded-full bg-accent/25 blur-[120px] rtl:translate-x-1/2"
          aria-hidden
        />
        <div className={`container-page relative grid items-center gap-12 ${hero.kind === "none" ? "" : "lg:grid-cols-[1.3fr_1fr]"}`}>
          <div>
            {notFound && (
              <div role="alert" className="mb-8 rounded-xl border border-warning/50 bg-warning/10 p-4" data-testid="not-found-note" data-not-found="">
                <p className="font-bold">{common("notFound.title")}</p>
                <p className="mt-1 text-sm leading-6 text-muted">{common("notFound.message")}</p>
              </div>
            )}
            <p className="eyebrow">{t("hero.eyebrow")}</p>
            <h1 id="home-title" className="mt-4 text-4xl font-black leading-[1.15] sm:text-6xl">
              {t("hero.title")}
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-8 text-muted">{t("hero.lead")}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a href="#contact" className="btn-primary inline-flex">
                {t("hero.primary")}
              </a>
              <a href="#portfolio" className="btn-ghost inline-flex">
                {t("hero.secondary")}
              </a>
            </div>
          </div>
          {/* The hero graphic (ADR 041): the shipped mark, his picture in the same square (contained: no shift), or none. */}
          {hero.kind === "mark" && (
            <div className="relative mx-auto hidden aspect-square w-full max-w-sm lg:block" aria-hidden>
              <HexLogo className="absolute inset-0 size-full opacity-90 drop-shadow-[0_0_60px_var(--glow)]" />
            </div>
          )}
          {hero.kind === "image" && (
            <div className="relative mx-auto hidden aspect-square w-full max-w-sm lg:block" data-testid="hero-graphic">
              <UploadedImage
                image={hero.image}
                sizes="(min-width: 1024px) 384px, 1px"
                className="absolute inset-0 size-full object-contain"
                eager
                alt=""
              />
            </div>
          )}
        </div>
        <div className="container-page relative mt-14">
          <h2 className="sr-only">{t("hero.statsLabel")}</h2>
          <dl className="grid grid-cols-3 gap-3 sm:gap-5">
            {stats.map((stat) => (
              <div key={stat.id} className="card flex flex-col px-3 py-5 text-center sm:p-6" data-stat={stat.id}>
                <dt className="order-2 mt-1 text-xs text-muted sm:text-sm">{stat.label}</dt>
                <dd className="text-3xl font-black text-accent-text sm:text-5xl" dir="ltr" data-testid="stat-value">
                  {t("statValue", { value: formatNumber(stat.number, lang) })}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <Section id="services" {...section("services")} action={more(`${prefix}/services`)}>
        <Suspense fallback={<SectionFallback />}>
          <ServicesGrid />
        </Suspense>
      </Section>

      <Section id="sectors" {...section("sectors")} action={more(`${prefix}/sectors`)}>
        <Suspense fallback={<SectionFallback />}>
          <SectorsGrid />
        </Suspense>
      </Section>

      <Section id="portfolio" {...section("portfolio")} action={more(`${prefix}/portfolio`)}>
        <Suspense fallback={<SectionFallback />}>
          <PortfolioGallery items={content.portfolio} filter={false} />
        </Suspense>
      </Section>

      <Section id="testimonials" {...section("testimonials")}>
        <Suspense fallback={<SectionFallback />}>
          <Testimonials items={content.testimonials} sectorLabel={(sector) => sectorNames[sector] ?? ""} />
        </Suspense>
      </Section>

      <Section id="faq" {...section("faq")} action={more(`${prefix}/faq`)}>
        <Suspense fallback={<SectionFallback />}>
          <Accordion items={content.faq.map((item) => ({ id: item.id, question: item.q, answer: item.a }))} />
        </Suspense>
      </Section>

      {/* His latest articles, as many as he chose in the studio (none: no section); plain links, no code to load. */}
      {content.latestArticles.length > 0 && (
        <Section id="articles" {...section("articles")} action={more(`${prefix}/articles`)}>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="home-articles">
            {content.latestArticles.map((article) => (
              <ArticleCard key={article.id} article={article} />
            ))}
          </div>
        </Section>
      )}

      <Section id="free-tools" {...section("free-tools")} action={more(`${prefix}/free-tools`)}>
        <Suspense fallback={<SectionFallback />}>
          <ToolCards />
        </Suspense>
      </Section>

      <Section id="contact" {...section("contact")}>
        <div className="grid gap-8 lg:grid-cols-[1.6fr_1fr]">
          <Suspense fallback={<SectionFallback tall />}>
            <ContactFormSlot lang={lang} token={undefined} initial={undefined}>
              <ContactForm lang={lang} />
            </ContactFormSlot>
          </Suspense>
          <div>
            <ul className="grid gap-3">
              <li>
                {/* Through the site: the tap is counted and the chat carries a code he can match (issue 45). */}
                <a
                  href={tapHref("whatsapp", tapPage, "contact")}
                  target="_blank"
                  rel="noopener nofollow"
                  className="card flex items-center gap-4 p-5 hover:border-accent/60"
                  data-testid="home-whatsapp"
                >
                  <MessageCircle className="size-6 text-accent-text" aria-hidden />
                  <span className="font-bold">{t("contact.whatsapp")}</span>
                </a>
              </li>
              <li>
                <a href={tapHref("call", tapPage, "contact")} className="card flex items-center gap-4 p-5 hover:border-accent/60">
                  <Phone className="size-6 text-accent-text" aria-hidden />
                  <span>
                    <span className="block font-bold">{t("contact.call")}</span>
                    <span className="block text-sm text-muted" dir="ltr">
                      {formatPhone(settings.phone)}
                    </span>
                  </span>
                </a>
              </li>
              <li>
                <a href={tapHref("email", tapPage, "contact")} className="card flex items-center gap-4 p-5 hover:border-accent/60">
                  <Mail className="size-6 text-accent-text" aria-hidden />
                  <span>
                    <span className="block font-bold">{t("contact.email")}</span>
                    <span className="block text-sm text-muted" dir="ltr">
                      {settings.email}
                    </span>
                  </span>
                </a>
              </li>
            </ul>
            <p className="mt-4 text-sm text-muted">{t("contact.hours")}</p>
            <Suspense fallback={null}>
              <ContactPlace place={place} labels={placeLabels} profiles={profiles} profilesTitle={common("footer.social.title")} />
            </Suspense>
          </div>
        </div>
      </Section>
    </>
  );
}
