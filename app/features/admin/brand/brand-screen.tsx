import { StudioContentProvider } from "../studio-content";
import { StudioShell } from "../studio-shell";
import { useAdminT } from "../use-admin-t";
import { ColoursSection } from "./colours-section";

/** /admin/brand: how the site looks. Each part is a self-contained section; for now, his colours (ADR 042). */
export function BrandScreen({ anonKey }: { anonKey: string }) {
  return (
    <StudioShell anonKey={anonKey}>
      {(api) => (
        <StudioContentProvider api={api}>
          <Brand />
        </StudioContentProvider>
      )}
    </StudioShell>
  );
}

function Brand() {
  const { t } = useAdminT();
  return (
    <main className="mx-auto grid max-w-5xl gap-6 px-4 py-6" data-testid="brand-screen">
      <div>
        <h1 className="text-2xl font-extrabold">{t("studio.brand.title")}</h1>
        <p className="mt-1 max-w-3xl text-sm leading-6 text-muted">{t("studio.brand.lead")}</p>
      </div>
      <ColoursSection />
    </main>
  );
}
