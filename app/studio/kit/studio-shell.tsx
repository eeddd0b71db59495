import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import type { User } from "@supabase/auth-js";
import { NavLink, useLocation, useNavigate } from "react-router";
import {
  ChartColumn,
  ChevronDown,
  DatabaseBackup,
  FileText,
  History,
  Inbox,
  LogOut,
  Menu,
  Newspaper,
  Palette,
  Settings,
  type LucideIcon,
} from "lucide-react";
import { listDescriptor, listNames } from "#core/content/lists/catalogue";
import { Spinner } from "~/components/ui/spinner";
import { studioApi, type SessionRecovery } from "./studio-api";
import { useAuth } from "./auth-context";
import { useToast } from "~/components/ui/toast";
import { useErrorMessage } from "./toasts";
import { useStudioT } from "./use-studio-t";
import { StudioLanguageSwitch } from "./studio-language-switch";
import { SessionEnded } from "./session-ended";
import { StudioMark } from "./studio-logo";

export type StudioApi = ReturnType<typeof studioApi>;

type SignOutScope = "local" | "global";
/** Signs out as the header's button does (this device), or everywhere: either way this screen goes to the sign-in page. */
const SignOutContext = createContext<(scope?: SignOutScope) => Promise<void>>(async () => undefined);
export const useSignOut = () => useContext(SignOutContext);

/** The studio's screens in navigation order; every list of the catalogue has its own, after Pages. */
const sections: { to: string; key: string; icon: LucideIcon; also: string[] }[] = [
  { to: "/admin/dashboard", key: "enquiries", icon: Inbox, also: [] },
  { to: "/admin/insights", key: "insights", icon: ChartColumn, also: [] },
  { to: "/admin/pages", key: "pages", icon: FileText, also: [] },
  { to: "/admin/articles", key: "articles", icon: Newspaper, also: [] },
  ...listSections(),
  { to: "/admin/settings", key: "settings", icon: Settings, also: [] },
  { to: "/admin/brand", key: "brand", icon: Palette, also: [] },
  { to: "/admin/history", key: "history", icon: History, also: [] },
  { to: "/admin/backup", key: "backup", icon: DatabaseBackup, also: [] },
];

/** One entry per list, or per group of lists (the CV's parts): the group's first list, and the group's name (studio.sections.<group>). */
function listSections() {
  const entries: { to: string; key: string; icon: LucideIcon; also: string[] }[] = [];
  for (const list of listNames) {
    const { group, icon } = listDescriptor(list);
    const existing = group ? entries.find((entry) => entry.key === group) : undefined;
    if (existing) existing.also.push(`/admin/${list}`);
    else entries.push({ to: `/admin/${list}`, key: group ?? list, icon, also: [] });
  }
  return entries;
}

/**
 * The studio's frame: back to sign-in when signed out, a loader while auth
 * loads, else the navigation between studio screens and the screen itself.
 */
export function StudioShell({ anonKey, children }: { anonKey: string; children: (api: StudioApi) => ReactNode }) {
  const { t } = useStudioT();
  const errorMessage = useErrorMessage();
  const { client, user, session, loading } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { toast } = useToast();
  // A session the server says is gone (signed out on another device, expired, refused): every request it refused
  // waits for his sign-in here, then goes again with the new token (issue 44, item 1). Never "fields need attention".
  const [gone, setGone] = useState(false);
  const waiting = useRef<{ refused: string; resolve: (token: string) => void }[]>([]);
  const currentToken = useRef(session?.access_token);
  currentToken.current = session?.access_token;
  const recover = useCallback<SessionRecovery>(
    (refused) =>
      new Promise((resolve) => {
        // Another request already brought a new token: go again with it.
        if (currentToken.current && currentToken.current !== refused) return resolve(currentToken.current);
        waiting.current.push({ refused, resolve });
        setGone(true);
      }),
    [],
  );
  useEffect(() => {
    const token = session?.access_token;
    if (!token) return;
    const ready = waiting.current.filter((entry) => entry.refused !== token);
    if (ready.length === 0) return;
    waiting.current = waiting.current.filter((entry) => entry.refused === token);
    if (waiting.current.length === 0) setGone(false);
    for (const entry of ready) entry.resolve(token);
  }, [session]);
  // One client for the visit, reading the latest token: the session object changes on every token refresh and a
  // sign-in again, and a new client would make every screen load its data again, racing a save in flight (a load
  // answered after the save put the older draft back, and his next save was refused as "changed in another tab").
  const visitApi = useRef<StudioApi | null>(null);
  if (session && !visitApi.current) visitApi.current = studioApi(() => currentToken.current ?? "", anonKey, recover);
  const api = session ? visitApi.current : null;
  // Who was signed in on this screen, and with what: when the session ends (another tab or device signs out, it
  // expires), the screen stays as it is, open dialogs and typed text included, under a sign-in of its own.
  const lastUser = useRef<User | null>(null);
  const lastApi = useRef<StudioApi | null>(null);
  const signingOut = useRef(false);
  if (user) lastUser.current = user;
  if (api) lastApi.current = api;
  const ended = (!loading && !user && lastUser.current !== null && !signingOut.current) || (gone && !signingOut.current);

  useEffect(() => {
    if (loading || user || ended) return;
    // Never signed in here (or he signed out in this tab): the sign-in page, which brings him back to this screen.
    const next = signingOut.current || pathname === "/admin/dashboard" ? "" : `?next=${encodeURIComponent(pathname)}`;
    navigate(`/wp-admin/1986${next}`, { replace: true });
  }, [loading, user, ended, navigate, pathname]);

  const shownApi = api ?? lastApi.current;
  if (loading || (!user && !ended) || !shownApi) return <Spinner label={t("loading")} className="min-h-dvh" />;
  const shownUser = (user ?? lastUser.current)!;

  // This device only: his phone signing out leaves the laptop's studio signed in ("sign out everywhere" is on Settings).
  const signOut = async (scope: SignOutScope = "local") => {
    signingOut.current = true;
    const { error } = await client.signOut({ scope });
    if (error) {
      signingOut.current = false;
      toast({ title: t("toasts.signOutFailed"), description: errorMessage(error, t("toasts.generic")), variant: "destructive" });
    }
  };

  const sectionName = (key: string) => (t as unknown as (key: string) => string)(`studio.sections.${key}`);
  return (
    <div className="min-h-dvh">
      <header className="border-b border-line bg-surface/80">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2 sm:gap-x-3">
          <StudioMark size="header" />
          <span className="font-extrabold">{t("brand")}</span>
          <nav
            aria-label={t("studio.nav")}
            className="order-last -mx-1 flex w-full gap-1 overflow-x-auto max-sm:hidden sm:order-none sm:ms-4 sm:w-auto lg:order-last lg:ms-0 lg:w-full lg:flex-wrap lg:overflow-visible"
          >
            <ScreenLinks
              pathname={pathname}
              sectionName={sectionName}
              testId="studio-nav"
              look="inline-flex shrink-0 items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-semibold"
              idle="text-muted hover:text-fg"
            />
          </nav>
          <PhoneMenu pathname={pathname} sectionName={sectionName} />
          <span className="ms-auto hidden truncate text-sm text-muted md:inline" data-testid="admin-user">
            {shownUser.email}
          </span>
          <StudioLanguageSwitch className="ms-auto md:ms-0" />
          <button
            type="button"
            onClick={() => void signOut()}
            className="btn-ghost inline-flex shrink-0 py-2 text-sm max-sm:px-2.5"
            data-testid="sign-out"
          >
            <LogOut className="size-4" aria-hidden />
            {/* On a phone the icon alone, so his logo, the studio's name and the language switch keep one row. */}
            <span className="max-sm:sr-only">{t("dashboard.signOut")}</span>
          </button>
        </div>
      </header>
      <SignOutContext.Provider value={signOut}>{children(shownApi)}</SignOutContext.Provider>
      {ended && <SessionEnded email={shownUser.email ?? ""} />}
    </div>
  );
}

/**
 * On a phone, every screen in one list a thumb can reach (issue 44): a button naming the screen he is
 * on opens all of them in two columns, instead of a strip that showed three at a time.
 */
function PhoneMenu({ pathname, sectionName }: { pathname: string; sectionName: (key: string) => string }) {
  const { t } = useStudioT();
  const menu = useRef<HTMLDetailsElement>(null);
  const current = sections.find(({ to, also }) => pathname === to || pathname.startsWith(`${to}/`) || also.includes(pathname));
  // A screen chosen, or another reached by a link: the list closes.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  return (
    <details ref={menu} className="group order-last w-full sm:hidden" data-testid="studio-menu">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg border border-line px-3 py-2.5 text-sm font-semibold [&::-webkit-details-marker]:hidden">
        <Menu className="size-4" aria-hidden />
        <span className="sr-only">{t("studio.menu")}: </span>
        <span className="flex-1">{current ? sectionName(current.key) : t("studio.menu")}</span>
        <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      {/* Named apart from the strip's: only one of the two is ever shown, but each says what it is. */}
      <nav aria-label={t("studio.menu")} className="mt-2 grid grid-cols-2 gap-1 pb-1">
        <ScreenLinks
          pathname={pathname}
          sectionName={sectionName}
          testId="studio-menu"
          look="flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold"
          idle="text-muted"
        />
      </nav>
    </details>
  );
}

/** A link to every studio screen, the current one marked: the strip's and the phone menu's, in their own look. */
function ScreenLinks({
  pathname,
  sectionName,
  testId,
  look,
  idle,
}: {
  pathname: string;
  sectionName: (key: string) => string;
  testId: string;
  look: string;
  idle: string;
}) {
  return sections.map(({ to, key, icon: Icon, also }) => (
    <NavLink
      key={to}
      to={to}
      aria-current={also.includes(pathname) ? "page" : undefined}
      className={({ isActive }) => `${look} ${isActive || also.includes(pathname) ? "bg-fg/10 text-fg" : idle}`}
      data-testid={`${testId}-${key}`}
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      {sectionName(key)}
    </NavLink>
  ));
}
