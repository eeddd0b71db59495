import { useEffect, useState } from "react";
import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/admin-layout";
import { translationsFor } from "#core/i18n/resources";
import { useLoaderTranslations } from "~/i18n/use-loader-translations";
import { Spinner } from "~/components/ui/spinner";
import { loadAdminConfig } from "~/features/admin/admin-config.server";
import { AuthProvider } from "~/features/admin/auth-context";
import { ToastProvider } from "~/features/admin/toasts";
import { useAdminT } from "~/features/admin/use-admin-t";

export async function loader({ context }: Route.LoaderArgs) {
  return { config: await loadAdminConfig(context), translations: translationsFor("en", ["admin"]) };
}

/** The sign-in page asks again whether the owner exists (it may have been created since). */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate, nextUrl }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return nextUrl.pathname === "/wp-admin/1986";
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/** The admin area: a plain dark layout, English only, none of the public shell. Auth lives in the browser. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  useLoaderTranslations();
  const { t } = useAdminT();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <div className="min-h-dvh bg-bg text-fg" data-testid="admin-layout">
      {mounted ? (
        <ToastProvider closeLabel={t("toasts.close")}>
          <AuthProvider config={loaderData.config}>
            <Outlet context={loaderData.config} />
          </AuthProvider>
        </ToastProvider>
      ) : (
        <Spinner label={t("loading")} className="min-h-dvh" />
      )}
    </div>
  );
}
