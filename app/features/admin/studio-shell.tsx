import { useEffect, useMemo, type ReactNode } from "react";
import { NavLink, useNavigate } from "react-router";
import {
  ChartColumn,
  FileText,
  GalleryHorizontalEnd,
  HelpCircle,
  History,
  Inbox,
  LogOut,
  MessageSquareQuote,
  Settings,
  TrendingUp,
} from "lucide-react";
import { HexLogo } from "~/components/ui/hex-logo";
import { Spinner } from "~/components/ui/spinner";
import { adminApi } from "./admin-api";
import { useAuth } from "./auth-context";
import { errorMessage, useToast } from "./toasts";
import { useAdminT } from "./use-admin-t";

export type AdminApi = ReturnType<typeof adminApi>;

const sections = [
  { to: "/admin/dashboard", key: "enquiries", icon: Inbox },
  { to: "/admin/insights", key: "insights", icon: ChartColumn },
  { to: "/admin/pages", key: "pages", icon: FileText },
  { to: "/admin/portfolio", key: "portfolio", icon: GalleryHorizontalEnd },
  { to: "/admin/testimonials", key: "testimonials", icon: MessageSquareQuote },
  { to: "/admin/faq", key: "faq", icon: HelpCircle },
  { to: "/admin/stats", key: "stats", icon: TrendingUp },
  { to: "/admin/settings", key: "settings", icon: Settings },
  { to: "/admin/history", key: "history", icon: History },
] as const;

/**
 * The studio's frame: back to sign-in when signed out, a loader while auth
 * loads, else the navigation between studio screens and the screen itself.
 */
export function StudioShell({ anonKey, children }: { anonKey: string; children: (api: AdminApi) => ReactNode }) {
  const { t } = useAdminT();
  const { client, user, session, loading } = useAuth();
  const navigate = useNavigate();
  const { toast } = useToast();
  // The session object changes on every token refresh; a new client reads the latest token.
  const api = useMemo(() => (session ? adminApi(session, anonKey) : null), [session, anonKey]);

  useEffect(() => {
    if (!loading && !user) navigate("/wp-admin/1986", { replace: true });
  }, [loading, user, navigate]);

  if (loading || !user || !api) return <Spinner label={t("loading")} className="min-h-dvh" />;

  const signOut = async () => {
    const { error } = await client.signOut();
    if (error) toast({ title: t("toasts.signOutFailed"), description: errorMessage(error, t("toasts.generic")), variant: "destructive" });
  };

  return (
    <div className="min-h-dvh">
      <header className="border-b border-line bg-surface/80">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2">
          <HexLogo className="size-7" />
          <span className="font-extrabold">{t("brand")}</span>
          <nav aria-label={t("studio.nav")} className="order-last -mx-1 flex w-full gap-1 overflow-x-auto sm:order-none sm:ms-4 sm:w-auto">
            {sections.map(({ to, key, icon: Icon }) => (
              <NavLink
                key={to}
                to={to}
                className={({ isActive }) =>
                  `inline-flex shrink-0 items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-semibold ${isActive ? "bg-fg/10 text-fg" : "text-muted hover:text-fg"}`
                }
                data-testid={`studio-nav-${key}`}
              >
                <Icon className="size-4" aria-hidden />
                {t(`studio.sections.${key}`)}
              </NavLink>
            ))}
          </nav>
          <span className="ms-auto hidden truncate text-sm text-muted md:inline" data-testid="admin-user">
            {user.email}
          </span>
          <button type="button" onClick={signOut} className="btn-ghost ms-auto inline-flex shrink-0 py-2 text-sm md:ms-0" data-testid="sign-out">
            <LogOut className="size-4" aria-hidden />
            {t("dashboard.signOut")}
          </button>
        </div>
      </header>
      {children(api)}
    </div>
  );
}
