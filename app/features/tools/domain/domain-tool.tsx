import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { CircleCheck, CircleHelp, CircleX, Clock, Gem, Info, MessageCircle, Search, TriangleAlert } from "lucide-react";
import { homePath, type Lang } from "#core/i18n/languages";
import { useLang, useT } from "~/i18n/use-lang";
import { usePublicShell } from "~/i18n/use-slugs";
import { phoneDigits } from "#core/settings/site-settings";
import { callTool, type ToolError } from "~/features/tools/kit/tool-api";

/** What POST /api/tools/domain answers (server/tools/domain/domain-check.ts). */
type DomainState = "available" | "taken" | "premium" | "unsupported" | "unknown" | "timeout";
type DomainStatus = {
  ascii: string;
  unicode: string;
  state: DomainState;
  registered?: string;
  expires?: string;
  registrar?: string;
  price?: number;
  currency?: string;
};
type DomainReport = DomainStatus & { notes: ("subdomain" | "suffixAdded")[]; typedHost?: string; alternatives: DomainStatus[] };

type Phase =
  | { kind: "idle" }
  | { kind: "checking"; name: string }
  | { kind: "done"; report: DomainReport }
  | { kind: "invalid"; error: { title: string; message: string } }
  | { kind: "error"; error: ToolError };

/** Longer than the server ever needs (its registry lookups have their own time limit). */
const clientTimeoutMs = 30_000;
const maxLength = 2048;

const stateStyle: Record<DomainState, { icon: typeof CircleCheck; tone: string }> = {
  available: { icon: CircleCheck, tone: "border-emerald-400/40 bg-emerald-400/10 text-emerald-300" },
  premium: { icon: Gem, tone: "border-amber-400/40 bg-amber-400/10 text-amber-300" },
  taken: { icon: CircleX, tone: "border-rose-400/40 bg-rose-400/10 text-rose-300" },
  unsupported: { icon: CircleHelp, tone: "border-sky-400/40 bg-sky-400/10 text-sky-300" },
  unknown: { icon: CircleHelp, tone: "border-line bg-bg/40 text-muted" },
  timeout: { icon: Clock, tone: "border-line bg-bg/40 text-muted" },
};

const locale = (lang: Lang) => (lang === "ar" ? "ar-IQ-u-nu-latn" : "en-GB");
const formatDate = (lang: Lang, iso: string) => new Intl.DateTimeFormat(locale(lang), { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));
const formatPrice = (lang: Lang, price: number, currency: string) =>
  new Intl.NumberFormat(locale(lang), { style: "currency", currency, minimumFractionDigits: Number.isInteger(price) ? 0 : 2, maximumFractionDigits: 2 }).format(price);
/** ".com", ".co.uk": what follows the first label of a registrable domain. */
const endingOf = (domain: string) => domain.slice(domain.indexOf("."));

/** The sentence with each mention of `name` kept on one line when it fits (a hyphen must not split a domain), broken only when longer than the line. */
function keepWhole(text: string, name: string): ReactNode[] {
  return text.split(name).flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          <Ltr key={index} className="inline-block max-w-full break-all">
            {name}
          </Ltr>,
          part,
        ],
  );
}

function Ltr({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}

/** Domain availability checker: the server asks the registries (RDAP); this shows the answer. */
export default function DomainTool() {
  const lang = useLang();
  const { t } = useT("tool-domain");
  const tools = useT("tools").t;
  const { settings } = usePublicShell();
  const base = useId();
  const id = (part: string) => `${base}-${part}`;
  const [value, setValue] = useState("");
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const running = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => running.current?.abort(), []);

  async function check(raw: string) {
    const name = raw.trim();
    running.current?.abort();
    if (!name) {
      setPhase({ kind: "invalid", error: { title: t("errors.invalidName.title"), message: t("form.empty") } });
      input.current?.focus();
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    const timeout = AbortSignal.timeout(clientTimeoutMs);
    setPhase({ kind: "checking", name });
    try {
      const result = await callTool<DomainReport>("domain", {
        lang,
        body: { name: name.slice(0, maxLength) },
        signal: AbortSignal.any([controller.signal, timeout]),
        fallback: { title: tools("api.network.title"), message: tools("api.network.message") },
      });
      if (controller.signal.aborted) return;
      if (result.ok) setPhase({ kind: "done", report: result.data });
      else if (result.error.code === "invalid_name") setPhase({ kind: "invalid", error: result.error });
      else if (timeout.aborted)
        setPhase({ kind: "error", error: { code: "timeout", status: 0, title: t("errors.timeout.title"), message: t("errors.timeout.message") } });
      else setPhase({ kind: "error", error: result.error });
    } catch {
      // Replaced by a newer check, or the page is closing.
    }
  }

  function checkOther(name: string) {
    setValue(name);
    void check(name);
    input.current?.focus();
  }

  const invalid = phase.kind === "invalid";
  const checking = phase.kind === "checking";
  const whatsapp = (text: string) => `https://wa.me/${phoneDigits(settings.whatsapp)}?text=${encodeURIComponent(text)}`;
  const contactHref = `${homePath(lang)}#contact`;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start" data-testid="domain-tool">
      <form
        className="card grid gap-4 p-5 sm:p-7"
        aria-labelledby={id("form-title")}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void check(value);
        }}
      >
        <h2 id={id("form-title")} className="text-xl font-extrabold">
          {t("form.title")}
        </h2>
        <div>
          <label htmlFor={id("name")} className="text-sm font-semibold">
            {t("form.label")}
          </label>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row">
            <input
              ref={input}
              id={id("name")}
              name="name"
              type="text"
              inputMode="url"
              enterKeyHint="search"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              dir="ltr"
              maxLength={maxLength}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              placeholder={t("form.placeholder")}
              aria-required
              aria-invalid={invalid || undefined}
              aria-describedby={[id("help"), invalid ? id("error") : ""].filter(Boolean).join(" ")}
              className={`min-w-0 flex-1 rounded-xl border bg-bg/60 px-4 py-3 text-fg placeholder:text-muted/60 focus:border-accent focus:outline-none rtl:text-end ${
                invalid ? "border-accent" : "border-line"
              }`}
              data-testid="domain-input"
            />
            <button type="submit" className="btn-primary inline-flex justify-center" aria-disabled={checking || undefined} data-testid="domain-submit">
              {checking ? <span className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden /> : <Search className="size-4" aria-hidden />}
              {checking ? t("form.checking") : t("form.submit")}
            </button>
          </div>
          <p id={id("help")} className="mt-2 text-xs leading-5 text-muted">
            {t("form.help")}
          </p>
          {phase.kind === "invalid" && (
            <div id={id("error")} role="alert" className="mt-3 flex items-start gap-2 rounded-xl border border-accent/50 bg-accent-soft p-3 text-sm" data-testid="domain-invalid">
              <TriangleAlert className="mt-0.5 size-4 shrink-0 text-accent-text" aria-hidden />
              <p>
                <strong className="block font-bold">{phase.error.title}</strong>
                {phase.error.message}
              </p>
            </div>
          )}
        </div>
      </form>

      <section className="card grid gap-4 p-5 sm:p-7" aria-labelledby={id("result-title")} aria-busy={checking} data-testid="domain-result">
        <h2 id={id("result-title")} className="text-xl font-extrabold">
          {phase.kind === "idle" || phase.kind === "invalid" ? t("idle.title") : t("result.title")}
        </h2>
        <div role="status" aria-live="polite" className="grid gap-4" data-testid="domain-status">
          {(phase.kind === "idle" || phase.kind === "invalid") && (
            <div className="grid gap-3 text-sm leading-7 text-muted">
              <p>{t("idle.text")}</p>
              <ul className="grid gap-1.5">
                {(t("idle.points", { returnObjects: true }) as string[]).map((point) => (
                  <li key={point} className="flex gap-2">
                    <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent-solid" aria-hidden />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {phase.kind === "checking" && (
            <p className="flex items-center gap-3 py-4 text-muted" data-testid="domain-checking">
              <span className="size-5 shrink-0 animate-spin rounded-full border-2 border-line border-t-accent" aria-hidden />
              <span>{t("form.checkingStatus", { domain: phase.name })}</span>
            </p>
          )}
          {phase.kind === "error" && (
            <div className="flex items-start gap-3 rounded-xl border border-accent/50 bg-accent-soft p-4" data-testid="domain-error" data-code={phase.error.code}>
              {phase.error.code === "timeout" ? (
                <Clock className="mt-0.5 size-5 shrink-0 text-accent-text" aria-hidden />
              ) : (
                <TriangleAlert className="mt-0.5 size-5 shrink-0 text-accent-text" aria-hidden />
              )}
              <div className="grid gap-1">
                <p className="font-bold">{phase.error.title}</p>
                <p className="text-sm leading-6">{phase.error.message}</p>
              </div>
            </div>
          )}
          {phase.kind === "done" && verdict(phase.report)}
        </div>
        {phase.kind === "error" && (
          <button type="button" className="btn-ghost inline-flex justify-self-start" onClick={() => void check(value)} data-testid="domain-retry">
            {t("form.retry")}
          </button>
        )}
        {phase.kind === "done" && (
          <>
            {actions(phase.report)}
            {alternatives(phase.report)}
          </>
        )}
      </section>

      <section className="card p-5 sm:p-7 lg:col-span-2" aria-labelledby={id("tips-title")}>
        <h2 id={id("tips-title")} className="text-lg font-extrabold">
          {t("tips.title")}
        </h2>
        <ul className="mt-3 grid gap-2 text-sm leading-7 text-muted md:grid-cols-2 md:gap-x-8">
          {(t("tips.items", { returnObjects: true }) as string[]).map((tip) => (
            <li key={tip} className="flex gap-2">
              <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent-solid" aria-hidden />
              <span>{tip}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );

  /** The main answer: the name, its state and what the registry said. */
  function verdict(report: DomainReport) {
    const { icon: Icon, tone } = stateStyle[report.state];
    const domain = report.unicode;
    return (
      <div className="grid gap-4" data-testid="domain-verdict" data-state={report.state}>
        <div className={`flex items-start gap-3 rounded-xl border p-4 ${tone}`}>
          <Icon className="mt-1 size-6 shrink-0" aria-hidden />
          <div className="min-w-0 grid gap-1">
            <p className="text-lg font-extrabold" data-testid="domain-state-title">
              {t(`states.${report.state}.title`)}
            </p>
            <p className="text-xl font-bold break-all text-fg" data-testid="domain-name">
              <Ltr>{domain}</Ltr>
            </p>
            {report.ascii !== report.unicode && (
              <p className="text-xs text-muted" data-testid="domain-punycode">
                {t("result.punycode")}: <Ltr className="font-mono break-all">{report.ascii}</Ltr>
              </p>
            )}
          </div>
        </div>
        {report.notes.map((note) => (
          <p key={note} className="flex items-start gap-2 text-sm leading-6 text-muted" data-testid={`domain-note-${note}`}>
            <Info className="mt-1 size-4 shrink-0" aria-hidden />
            <span>{t(`result.notes.${note}`, { domain, host: report.typedHost ?? "" })}</span>
          </p>
        ))}
        <p className="leading-7" data-testid="domain-state-text">
          {keepWhole(t(`states.${report.state}.text`, { domain, ending: endingOf(domain) }), domain)}
        </p>
        {report.state === "taken" && (report.registered || report.expires || report.registrar) && (
          <dl className="grid gap-x-4 gap-y-2 rounded-xl border border-line p-4 text-sm sm:grid-cols-[auto_1fr]" data-testid="domain-dates">
            {report.registered && (
              <>
                <dt className="text-muted">{t("states.taken.registered")}</dt>
                <dd className="font-semibold">{formatDate(lang, report.registered)}</dd>
              </>
            )}
            {report.expires && (
              <>
                <dt className="text-muted">{t("states.taken.expires")}</dt>
                <dd className="font-semibold">{formatDate(lang, report.expires)}</dd>
              </>
            )}
            {report.registrar && (
              <>
                <dt className="text-muted">{t("states.taken.registrar")}</dt>
                <dd className="font-semibold break-words">
                  <bdi>{report.registrar}</bdi>
                </dd>
              </>
            )}
          </dl>
        )}
        {report.state === "premium" && report.price !== undefined && (
          <p className="text-sm" data-testid="domain-price">
            <span className="text-muted">{t("states.premium.price")}: </span>
            <Ltr className="text-lg font-extrabold">{formatPrice(lang, report.price, report.currency ?? "USD")}</Ltr>
          </p>
        )}
      </div>
    );
  }

  /** What the visitor can do next: register, buy, or ask. */
  function actions(report: DomainReport) {
    const offers = { available: "states.available.register", premium: "states.premium.buy", unsupported: "states.unsupported.contact", unknown: "states.unsupported.contact" } as const;
    if (!(report.state in offers)) return null;
    const label = offers[report.state as keyof typeof offers];
    const textKey = report.state === "available" ? "states.available.whatsappText" : report.state === "premium" ? "states.premium.whatsappText" : "states.unsupported.whatsappText";
    return (
      <div className="flex flex-wrap gap-3" data-testid="domain-actions">
        <a href={contactHref} className="btn-primary inline-flex" data-testid="domain-contact">
          {t(label)}
        </a>
        <a href={whatsapp(t(textKey, { domain: report.unicode }))} target="_blank" rel="noopener noreferrer" className="btn-ghost inline-flex" data-testid="domain-whatsapp">
          <MessageCircle className="size-4" aria-hidden />
          {t("actions.whatsapp")}
          <span className="sr-only"> {t("actions.newTab")}</span>
        </a>
      </div>
    );
  }

  /** The same name under other endings, each with its own answer. */
  function alternatives(report: DomainReport) {
    return (
      <div className="grid gap-3 border-t border-line pt-4" data-testid="domain-alternatives">
        <h3 className="font-bold">{t("alternatives.title")}</h3>
        {report.alternatives.length === 0 ? (
          <p className="text-sm text-muted">{t("alternatives.none")}</p>
        ) : (
          <ul className="grid gap-2">
            {report.alternatives.map((item) => {
              const { icon: Icon, tone } = stateStyle[item.state];
              return (
                <li key={item.ascii} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line px-3 py-2" data-testid="domain-alternative" data-state={item.state}>
                  <Ltr className="min-w-0 font-semibold break-all">{item.unicode}</Ltr>
                  <span className="flex items-center gap-2">
                    <span className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold ${tone}`}>
                      <Icon className="size-3.5" aria-hidden />
                      {t(`alternatives.labels.${item.state}`)}
                      {item.state === "premium" && item.price !== undefined && (
                        <>
                          <span aria-hidden>·</span>
                          <Ltr>{formatPrice(lang, item.price, item.currency ?? "USD")}</Ltr>
                        </>
                      )}
                    </span>
                    {(item.state === "available" || item.state === "premium") && (
                      <button
                        type="button"
                        className="rounded-lg px-2 py-1 text-xs font-semibold text-accent-text underline decoration-dotted underline-offset-4 hover:text-fg"
                        onClick={() => checkOther(item.unicode)}
                        aria-label={t("alternatives.check", { domain: item.unicode })}
                      >
                        {t("form.submit")}
                      </button>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    );
  }
}
