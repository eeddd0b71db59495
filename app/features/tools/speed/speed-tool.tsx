import { useState } from "react";
import { useSearchParams } from "react-router";
import { Tabs } from "radix-ui";
import { Globe, Wifi } from "lucide-react";
import { useLang, useT } from "~/i18n/use-lang";
import { direction } from "#core/i18n/languages";
import { speedTabParam } from "#core/routing/page-query";
import { WebsiteSpeedPanel } from "./website-speed-panel";
import { InternetSpeedPanel } from "./internet-speed-panel";

const tabs = ["website", "internet"] as const;
type Tab = (typeof tabs)[number];
const tabIcon = { website: Globe, internet: Wifi } as const;

/**
 * The speed checker: a Website tab (Lighthouse on the server) and an
 * Internet tab (this device's connection). `?tab=internet` opens the
 * second one, and switching tabs keeps the address in step without a
 * navigation (which would re-run the page's loader).
 */
export default function SpeedTool() {
  const lang = useLang();
  const { t } = useT("tool-speed");
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(params.get(speedTabParam) === "internet" ? "internet" : "website");

  function choose(value: string) {
    const next: Tab = value === "internet" ? "internet" : "website";
    setTab(next);
    const url = new URL(window.location.href);
    if (next === "website") url.searchParams.delete(speedTabParam);
    else url.searchParams.set(speedTabParam, next);
    window.history.replaceState(window.history.state, "", url);
  }

  return (
    <Tabs.Root value={tab} onValueChange={choose} dir={direction(lang)} className="grid gap-6" data-testid="speed-tool">
      <Tabs.List
        aria-label={t("tabs.label")}
        className="inline-flex w-full gap-1 justify-self-start rounded-2xl border border-line bg-bg/60 p-1 sm:w-auto"
      >
        {tabs.map((value) => {
          const Icon = tabIcon[value];
          return (
            <Tabs.Trigger
              key={value}
              value={value}
              className="inline-flex flex-1 items-center justify-center gap-2 rounded-xl px-4 py-2.5 text-sm font-bold text-muted transition-colors hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent data-[state=active]:bg-accent-solid data-[state=active]:text-on-accent sm:flex-none sm:px-6"
              data-testid={`speed-tab-${value}`}
            >
              <Icon className="size-4" aria-hidden />
              {t(`tabs.${value}`)}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      <Tabs.Content value="website" className="focus-visible:outline-none">
        <WebsiteSpeedPanel />
      </Tabs.Content>
      <Tabs.Content value="internet" className="focus-visible:outline-none">
        <InternetSpeedPanel />
      </Tabs.Content>
    </Tabs.Root>
  );
}
