import { StudioContentProvider } from "../kit/studio-content";
import { StudioShell } from "../kit/studio-shell";
import { useStudioT } from "../kit/use-studio-t";
import { ColoursSection } from "./colours-section";
import { HeroSection } from "./hero-section";
import { LogoSection } from "./logo-section";
import { HomeArticlesSection } from "./home-articles-section";

/** /admin/brand: how the site looks: his logo and the home page's hero graphic (ADR 041), its latest articles, and his colours (ADR 042), each section saving to the draft on its own. */
export function BrandScreen({ anonKey }: { anonKey: string }) {
  return (
    <StudioShell anonKey={anonKey}>
      {(api) => (
        <StudioContentProvider api={api} previewPath="/">
          <BrandSections />
        </StudioContentProvider>
      )}
    </StudioShell>
  );
}

function BrandSections() {
  const { t } = useStudioT();
  return (
    <main className="mx-auto grid max-w-5xl gap-6 px-4 py-6" data-testid="brand-screen">
      <div>
        <h1 className="text-2xl font-extrabold">{t("studio.brand.title")}</h1>
        <p className="mt-1 max-w-3xl text-sm leading-6 text-muted">{t("studio.brand.lead")}</p>
      </div>
      <LogoSection />
      <HeroSection />
      <HomeArticlesSection />
      <ColoursSection />
    </main>
  );
}
