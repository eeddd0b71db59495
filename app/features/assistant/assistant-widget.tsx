import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { ArrowLeft, BriefcaseBusiness, EyeOff, Mail, MessageCircle, Palette, Phone, Send, X } from "lucide-react";
import type { Lang } from "#core/i18n/languages";
import type { SiteSettings } from "#core/settings/site-settings";
import { SocialIcon } from "~/components/icons/social-icon";
import { DisclosurePanel } from "~/components/ui/disclosure";
import type { ProfileLink } from "~/components/contact/place-texts";
import { Mascot } from "./mascot";
import { useMood } from "./use-mood";
import { widgetConfig } from "./widget-config";

export type AssistantText = {
  open: string;
  close: string;
  title: string;
  greeting: string;
  whatsapp: string;
  call: string;
  email: string;
  telegram: string;
  portfolio: string;
  theme: string;
  themeTitle: string;
  back: string;
  dismiss: string;
  mascot: string;
};

type Props = {
  lang: Lang;
  settings: SiteSettings;
  /** The owner's profiles in his order (Telegram, a chat, is among the actions above them). */
  profiles: ProfileLink[];
  profilesTitle: string;
  /** The page its contact buttons name in their `/go/` links (useTapPage, or the island's page). */
  page: string;
  text: AssistantText;
  /** The theme choices, composed by the layout (they belong to the theme feature). */
  themeOptions: (onConfirm: () => void) => ReactNode;
  onDismiss: () => void;
};

/** The floating quick-contact assistant: a button that opens a small panel of ways to get in touch. */
export default function AssistantWidget({ lang, settings, profiles, profilesTitle, page, text, themeOptions, onDismiss }: Props) {
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<"main" | "theme">("main");
  const { mood, cheer } = useMood(open);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();
  const config = widgetConfig(settings, lang, page);

  const close = () => {
    setOpen(false);
    setView("main");
    buttonRef.current?.focus();
  };

  // Opening it, or turning to its other view, puts the focus on its first control.
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>("a, button")?.focus();
  }, [open, view]);

  const item =
    "flex w-full items-center gap-3 rounded-xl border border-line px-4 py-3 text-start text-sm font-semibold transition-colors hover:border-accent/60 hover:bg-fg/5";
  const actions = [
    { href: config.whatsappLink, label: text.whatsapp, icon: MessageCircle, external: true, id: "whatsapp" },
    { href: config.callLink, label: text.call, icon: Phone, external: false, id: "call" },
    { href: config.emailLink, label: text.email, icon: Mail, external: false, id: "email" },
    { href: config.telegramLink, label: text.telegram, icon: Send, external: true, id: "telegram" },
    { href: config.portfolioLink, label: text.portfolio, icon: BriefcaseBusiness, external: false, id: "portfolio" },
  ].filter((action) => action.href);
  const networks = profiles.filter((profile) => profile.network !== "telegram");

  return (
    <div className="fixed bottom-5 end-5 z-[45] flex flex-col items-end gap-3 print:hidden" data-testid="assistant" data-insights-area="assistant">
      {open && (
        // Not modal: the page stays usable while it is open, and only Escape or its button closes it.
        <DisclosurePanel
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          onDismiss={close}
          className="w-[min(22rem,calc(100vw-2.5rem))] rounded-2xl border border-line bg-surface p-4 shadow-2xl shadow-black/60"
          data-testid="assistant-panel"
        >
          {view === "main" ? (
            <>
              <div className="flex items-start gap-3">
                <Mascot mood={mood} className="size-14 shrink-0" label={text.mascot} />
                <div>
                  <h2 id={titleId} className="font-extrabold">
                    {text.title}
                  </h2>
                  <p className="mt-1 text-sm leading-6 text-muted">{text.greeting}</p>
                </div>
              </div>
              <ul className="mt-4 grid gap-2">
                {actions.map((action) => (
                  <li key={action.id}>
                    <a
                      href={action.href}
                      className={item}
                      data-testid={`assistant-${action.id}`}
                      onClick={action.id === "portfolio" ? () => setOpen(false) : undefined}
                      {...(action.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                    >
                      <action.icon className="size-5 text-accent-text" aria-hidden />
                      {action.label}
                    </a>
                  </li>
                ))}
                <li>
                  <button type="button" className={item} onClick={() => setView("theme")} data-testid="assistant-theme">
                    <Palette className="size-5 text-accent-text" aria-hidden />
                    {text.theme}
                  </button>
                </li>
              </ul>
              {networks.length > 0 && (
                <div className="mt-3" data-testid="assistant-profiles">
                  <h3 className="text-xs font-semibold text-muted">{profilesTitle}</h3>
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {networks.map((profile) => (
                      <li key={profile.network}>
                        <a
                          href={profile.href}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={profile.label}
                          title={profile.label}
                          className="grid size-10 place-items-center rounded-lg border border-line text-muted transition-colors hover:border-accent hover:text-fg"
                          data-testid={`assistant-social-${profile.network}`}
                        >
                          <SocialIcon network={profile.network} className="size-[18px]" />
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              <button
                type="button"
                onClick={onDismiss}
                className="mt-3 flex w-full items-center justify-center gap-2 rounded-lg py-2 text-xs text-muted hover:text-fg"
                data-testid="assistant-dismiss"
              >
                <EyeOff className="size-4" aria-hidden />
                {text.dismiss}
              </button>
            </>
          ) : (
            <>
              <div className="flex items-center gap-2">
                <button
                  type="button"
                  onClick={() => setView("main")}
                  className="grid size-9 place-items-center rounded-lg border border-line hover:border-accent/60"
                  aria-label={text.back}
                  data-testid="assistant-back"
                >
                  <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
                </button>
                <h2 id={titleId} className="font-extrabold">
                  {text.themeTitle}
                </h2>
              </div>
              <div className="mt-3">{themeOptions(() => setView("main"))}</div>
            </>
          )}
        </DisclosurePanel>
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? text.close : text.open}
        data-testid="assistant-button"
        onClick={() => {
          if (open) return close();
          setOpen(true);
          cheer();
        }}
        className="grid size-16 place-items-center rounded-full border border-fg/10 bg-surface-2 shadow-[0_10px_30px_-10px_var(--accent-solid)] transition-transform hover:scale-105"
      >
        {open ? <X className="size-6" aria-hidden /> : <Mascot mood={mood} className="size-11" />}
      </button>
    </div>
  );
}
