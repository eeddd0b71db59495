import { useEffect, useId, useMemo, useState, type FormEvent } from "react";
import { Check, Info, TriangleAlert } from "lucide-react";
import { brandColour, type SiteTheme } from "#core/brand/theme-schema";
import { deriveTheme, type ContrastCheck, type DerivedVariant } from "#core/brand/derive-theme";
import { floorRatio } from "#core/colour/contrast-ratio";
import { defaultTheme, themes } from "#core/catalogue/themes";
import { useStudioContent } from "../kit/studio-content";
import { StudioField } from "../kit/studio-field";
import { useStudioT } from "../kit/use-studio-t";
import { SaveRow } from "../kit/save-row";

type T = ReturnType<typeof useStudioT>["t"];
/** The shipped red theme's colour: where the pickers start before he has his own. */
const shippedPrimary = themes[defaultTheme].swatch.toLowerCase();
const shownChecks = ["body", "link", "button", "focus", "accent"] as const;
const ratioText = (ratio: number) => `${floorRatio(ratio).toFixed(2)}:1`;

/**
 * His brand colours (ADR 042): one or two colours, from which the whole theme
 * is derived and checked against WCAG AA, shown live with every ratio. Saved
 * into the draft like any content (a stale save is refused by the version
 * check); visitors see it once he publishes.
 */
export function ColoursSection() {
  const { t } = useStudioT();
  const { content, update } = useStudioContent();
  const saved = content.document.theme;
  const savedKey = JSON.stringify(saved ?? null);
  const [primary, setPrimary] = useState(saved?.primary ?? shippedPrimary);
  const [secondary, setSecondary] = useState(saved?.secondary ?? "");
  const [light, setLight] = useState(saved?.light ?? false);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    const next = JSON.parse(savedKey) as SiteTheme | null;
    setPrimary(next?.primary ?? shippedPrimary);
    setSecondary(next?.secondary ?? "");
    setLight(next?.light ?? false);
  }, [savedKey]);

  const primaryParsed = brandColour.safeParse(primary);
  const secondaryParsed = secondary.trim() === "" ? null : brandColour.safeParse(secondary);
  const valid = primaryParsed.success && (secondaryParsed === null || secondaryParsed.success);
  const theme: SiteTheme | null = valid
    ? {
        primary: primaryParsed.data,
        ...(secondaryParsed?.success ? { secondary: secondaryParsed.data } : {}),
        ...(light ? { light: true } : {}),
      }
    : null;
  const derived = useMemo(() => (theme ? deriveTheme(theme) : null), [theme?.primary, theme?.secondary, theme?.light]); // eslint-disable-line react-hooks/exhaustive-deps
  const dirty = valid && JSON.stringify(theme) !== savedKey;
  const headingId = useId();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !theme || !dirty) return;
    setSaving(true);
    await update((document) => ({ ...document, theme }), t("studio.brand.colours.saved"));
    setSaving(false);
  };
  const reset = async () => {
    setSaving(true);
    await update(({ theme: _old, ...document }) => document, t("studio.brand.colours.resetDone"));
    setSaving(false);
  };

  return (
    <section aria-labelledby={headingId} className="card grid gap-5 p-4" data-testid="colours-section">
      <div>
        <h2 id={headingId} className="text-lg font-bold">
          {t("studio.brand.colours.title")}
        </h2>
        <p className="mt-1 max-w-3xl text-sm leading-6 text-muted">{t("studio.brand.colours.lead")}</p>
        <p className="mt-2 text-sm font-semibold" role="status">
          {saved ? t("studio.brand.colours.currentOwn") : t("studio.brand.colours.currentShipped")}
        </p>
      </div>
      <form className="grid gap-5" onSubmit={save} noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <ColourField
            id="brand-primary"
            label={t("studio.brand.colours.primary")}
            hint={t("studio.brand.colours.primaryHint")}
            value={primary}
            fallback={shippedPrimary}
            onChange={setPrimary}
            error={primaryParsed.success ? undefined : t("studio.brand.colours.invalid")}
            t={t}
          />
          <ColourField
            id="brand-secondary"
            label={t("studio.brand.colours.secondary")}
            hint={t("studio.brand.colours.secondaryHint")}
            value={secondary}
            fallback={primaryParsed.success ? primaryParsed.data : shippedPrimary}
            onChange={setSecondary}
            error={secondaryParsed && !secondaryParsed.success ? t("studio.brand.colours.invalid") : undefined}
            t={t}
          />
        </div>
        <div className="flex items-start gap-3 text-sm">
          <input
            id="brand-light"
            type="checkbox"
            className="mt-1 size-4 accent-accent"
            checked={light}
            aria-describedby="brand-light-hint"
            onChange={(event) => setLight(event.target.checked)}
          />
          <div>
            <label htmlFor="brand-light" className="font-semibold">
              {t("studio.brand.colours.light")}
            </label>
            <p id="brand-light-hint" className="text-muted">
              {t("studio.brand.colours.lightHint")}
            </p>
          </div>
        </div>
        {derived && (
          <div className="grid gap-4 lg:grid-cols-2">
            <VariantPreview variant={derived.dark} t={t} />
            {derived.light && <VariantPreview variant={derived.light} t={t} />}
          </div>
        )}
        <SaveRow
          dirty={dirty}
          saving={saving}
          unchanged={valid ? t("studio.brand.colours.unchanged") : undefined}
          savingLabel={t("studio.brand.colours.saving")}
          saveLabel={t("studio.brand.colours.save")}
        >
          {saved && (
            <button type="button" className="btn-ghost inline-flex py-2 text-sm" onClick={() => void reset()} disabled={saving}>
              {t("studio.brand.colours.reset")}
            </button>
          )}
        </SaveRow>
      </form>
    </section>
  );
}

/** A code written left to right inside a sentence of either direction (Unicode isolates). */
const ltr = (code: string) => `\u2066${code}\u2069`;

/** A native colour picker beside a hex field: the picker for the eye, the field for an exact brand code. */
function ColourField({
  id,
  label,
  hint,
  value,
  fallback,
  onChange,
  error,
  t,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  fallback: string;
  onChange: (value: string) => void;
  error: string | undefined;
  t: T;
}) {
  const parsed = brandColour.safeParse(value);
  return (
    <div className="flex items-start gap-3">
      <input
        type="color"
        aria-label={t("studio.brand.colours.picker", { label })}
        className="mt-7 h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-line bg-bg p-1"
        value={parsed.success ? parsed.data : fallback}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className="min-w-0 flex-1">
        <StudioField
          id={id}
          label={label}
          hint={hint}
          error={error}
          value={value}
          dir="ltr"
          spellCheck={false}
          autoComplete="off"
          maxLength={9}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}

function VariantPreview({ variant, t }: { variant: DerivedVariant; t: T }) {
  const { tokens } = variant;
  const checks = shownChecks.map((id) => variant.checks.find((check) => check.id === id)!);
  const failing = variant.checks.filter((check) => !check.pass);
  const mode = t(`studio.brand.colours.modes.${variant.mode}`);
  return (
    <figure className="grid gap-3" data-testid={`theme-preview-${variant.mode}`}>
      <figcaption className="text-sm font-semibold">{t("studio.brand.colours.preview", { mode })}</figcaption>
      {/* The derived colours as data: this preview draws with his theme, not the studio's. */}
      <div className="grid gap-3 rounded-xl border border-line p-4" style={{ background: tokens.bg, color: tokens.fg }}>
        <div className="grid gap-2 rounded-lg p-3" style={{ background: tokens.surface }}>
          <p className="text-sm">{t("studio.brand.colours.sample.body")}</p>
          <p className="text-sm" style={{ color: tokens.muted }}>
            {t("studio.brand.colours.sample.muted")}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <span className="rounded-lg px-4 py-2 text-sm font-bold" style={{ background: tokens["accent-solid"], color: tokens["on-accent"] }}>
            {t("studio.brand.colours.sample.button")}
          </span>
          <span className="text-sm font-semibold underline" style={{ color: tokens["accent-text"] }}>
            {t("studio.brand.colours.sample.link")}
          </span>
          <span className="rounded-md px-2 py-1 text-sm" style={{ outline: `2px solid ${tokens["accent-text"]}`, outlineOffset: 3 }}>
            {t("studio.brand.colours.sample.focus")}
          </span>
          <span className="size-6 rounded-full" style={{ background: tokens.accent }} aria-hidden />
        </div>
      </div>
      <ul className="grid gap-1 text-sm" aria-label={t("studio.brand.colours.checks", { mode })}>
        {checks.map((check) => (
          <CheckRow key={check.id} check={check} t={t} />
        ))}
      </ul>
      {failing.length === 0 && <p className="text-sm text-success">{t("studio.brand.colours.allPass")}</p>}
      {variant.adjusted.length > 0 && (
        // A shade the site chose so his colour reads clearly: information, not a failure (issue 44).
        <ul className="grid gap-1 text-sm text-muted" data-testid="theme-adjusted">
          {variant.adjusted.map((change) => {
            const check =
              variant.checks.find((c) => c.text === change.token && c.ground === "bg") ?? variant.checks.find((c) => c.text === change.token);
            return (
              <li key={change.token} className="flex items-start gap-2">
                <Info className="mt-0.5 size-4 shrink-0 text-info" aria-hidden />
                <span>
                  {t("studio.brand.colours.adjusted", {
                    what: t(`studio.brand.colours.tokens.${change.token as "accent" | "accent-solid" | "accent-text"}`),
                    // Isolated left to right, so «#e11d2e» keeps its # in front in the Arabic studio.
                    from: ltr(change.from),
                    to: ltr(change.to),
                    ratio: check ? ratioText(check.ratio) : "",
                  })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </figure>
  );
}

function CheckRow({ check, t }: { check: ContrastCheck; t: T }) {
  return (
    <li className="flex flex-wrap items-center gap-x-2">
      <span className="flex-1">{t(`studio.brand.colours.pairs.${check.id as (typeof shownChecks)[number]}`)}</span>
      <span className="font-mono tabular-nums" dir="ltr">
        {ratioText(check.ratio)}
      </span>
      {check.pass ? (
        <span className="inline-flex items-center gap-1 text-success">
          <Check className="size-4" aria-hidden />
          {t("studio.brand.colours.pass", { min: check.min })}
        </span>
      ) : (
        <span className="inline-flex items-center gap-1 text-danger">
          <TriangleAlert className="size-4" aria-hidden />
          {t("studio.brand.colours.fail", { min: check.min })}
        </span>
      )}
    </li>
  );
}
