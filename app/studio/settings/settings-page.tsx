import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import {
  enquiryRetention,
  normalizeProfileLink,
  parseSettings,
  type SettingsError,
  type SettingsErrors,
  type SettingsField,
  type SettingsTextField,
  type SettingsValues,
} from "#core/settings/settings-schema";
import type { SocialNetwork } from "#core/catalogue/social-networks";
import { checkOpeningDay, mapServices, type HoursError, type WeekDay } from "#core/settings/business-place";
import { ProfilesEditor, profileFieldId } from "./settings-profiles";
import { HoursEditor } from "./settings-hours";
import { StudioApiError } from "../kit/studio-api";
import { StudioField } from "../kit/studio-field";
import { StudioShell, type StudioApi } from "../kit/studio-shell";
import { StudioContentProvider, useStudioContent } from "../kit/studio-content";
import { PhotoEditor } from "./photo-editor";
import { useToast } from "~/components/ui/toast";
import { SignOutEverywhere } from "./sign-out-everywhere";
import { useStudioFormats } from "../kit/studio-formats";
import { useSettingsValues } from "./use-settings-values";
import { RestoredNote } from "../kit/restored-note";
import { useStudioT } from "../kit/use-studio-t";

const groups = [
  { key: "name", fields: ["ownerNameAr", "ownerNameEn", "shortNameAr", "shortNameEn"] },
  { key: "contact", fields: ["phone", "whatsapp", "email", "notifyEmail"] },
  { key: "profiles", fields: ["profiles"] },
  // Arabic and English side by side, as the pages pair them.
  {
    key: "address",
    fields: ["addressStreetAr", "addressStreetEn", "addressCityAr", "addressCityEn", "addressPostalCode", "addressCountry", "mapLink", "geo"],
  },
  { key: "hours", fields: ["hours"] },
  { key: "privacy", fields: ["enquiryRetentionMonths"] },
] as const satisfies readonly { key: string; fields: readonly SettingsField[] }[];

const inputType: Record<SettingsTextField, "text" | "tel" | "email" | "url"> = {
  ownerNameAr: "text",
  ownerNameEn: "text",
  shortNameAr: "text",
  shortNameEn: "text",
  phone: "tel",
  whatsapp: "tel",
  email: "email",
  notifyEmail: "email",
  addressStreetAr: "text",
  addressStreetEn: "text",
  addressCityAr: "text",
  addressCityEn: "text",
  addressPostalCode: "text",
  addressCountry: "text",
  mapLink: "url",
  geo: "text",
};
const autoComplete: Partial<Record<SettingsTextField, string>> = {
  ownerNameEn: "name",
  phone: "tel",
  email: "email",
  addressPostalCode: "postal-code",
  addressCountry: "country",
};
const fieldId = (field: SettingsField) => `setting-${field}`;

/** Which profile link and which day a refused list is refused for (the schema names only the list). */
function rowErrors(values: SettingsValues) {
  const profiles: Partial<Record<SocialNetwork, SettingsError>> = {};
  for (const profile of values.profiles) {
    if (profile.url.trim() === "") profiles[profile.network] = "required";
    else {
      const result = normalizeProfileLink(profile.network, profile.url);
      if (!result.ok) profiles[profile.network] = result.error;
    }
  }
  const hours: Partial<Record<WeekDay, HoursError>> = {};
  for (const { day, periods } of values.hours) {
    const result = checkOpeningDay(periods);
    if (!result.ok) hours[day] = result.error;
  }
  return { profiles, hours };
}

const noRowErrors = { profiles: {}, hours: {} };

/** /admin/settings: the owner's name, contact details and profile links, drafted and published with the pages (ADR 040). */
export function SettingsPage({ anonKey }: { anonKey: string }) {
  return (
    <StudioShell anonKey={anonKey}>
      {(api) => (
        <StudioContentProvider api={api} previewPath="/">
          <SettingsForm api={api}>
            {/* The owner's photo is content too: the same draft bar publishes it. */}
            <div className="mt-8" data-testid="settings-photo">
              <PhotoEditor />
            </div>
            <SignOutEverywhere />
          </SettingsForm>
        </StudioContentProvider>
      )}
    </StudioShell>
  );
}

function SettingsForm({ api, children }: { api: StudioApi; children?: ReactNode }) {
  const { t } = useStudioT();
  const { toast } = useToast();
  const { hash } = useLocation();
  const { content, reload } = useStudioContent();
  const {
    values,
    setValues,
    sample,
    failed,
    load,
    dirty,
    draftVersion,
    restored,
    discardRestored: dropRestored,
    saved,
  } = useSettingsValues(api, t("studio.settings.leaveConfirm"));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [rows, setRows] = useState<ReturnType<typeof rowErrors>>(noRowErrors);
  const [saving, setSaving] = useState(false);
  const unpublished = new Set(content.changes.find((change) => change.area === "settings")?.keys ?? []);
  const format = useStudioFormats();
  const discardRestored = () => {
    dropRestored();
    setErrors({});
    setRows(noRowErrors);
  };

  // A link from the dashboard's sample notice lands on its field once the form is there.
  const ready = values !== null;
  useEffect(() => {
    if (ready && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.focus();
  }, [ready, hash]);

  const focusFirst = (found: SettingsErrors, inRows: ReturnType<typeof rowErrors>) => {
    const first = groups.flatMap((group) => group.fields).find((field) => found[field]);
    if (!first) return;
    const profile = first === "profiles" ? values?.profiles.find((entry) => inRows.profiles[entry.network]) : undefined;
    const day = first === "hours" ? values?.hours.find((entry) => inRows.hours[entry.day]) : undefined;
    const target = profile
      ? document.getElementById(profileFieldId(profile.network))
      : day
        ? document.querySelector<HTMLElement>(`[data-testid="hours-${day.day}"] input`)
        : document.getElementById(fieldId(first));
    target?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values || saving) return;
    const checked = parseSettings(values);
    if (!checked.ok) {
      const found = rowErrors(values);
      setErrors(checked.errors);
      setRows(found);
      toast({ title: t("studio.settings.saveFailed"), description: t("studio.settings.fixErrors"), variant: "destructive" });
      focusFirst(checked.errors, found);
      return;
    }
    setSaving(true);
    try {
      saved(await api.settings.save(checked.values, draftVersion));
      setErrors({});
      setRows(noRowErrors);
      // The draft bar counts the change (and Preview and Publish appear).
      await reload();
      toast({ title: t("studio.settings.saved"), description: t("studio.settings.savedText"), variant: "default" });
    } catch (error) {
      if (error instanceof StudioApiError && error.status === 409) {
        // Another tab saved the draft first: its draft is loaded, the owner's typing stays in the form.
        toast({ title: t("studio.settings.stale"), description: t("studio.settings.staleHint"), variant: "destructive" });
        await reload();
        return;
      }
      const fields = error instanceof StudioApiError ? error.body.fields : undefined;
      if (fields) {
        const found = rowErrors(values);
        setErrors(fields);
        setRows(found);
        focusFirst(fields, found);
      }
      toast({
        title: t("studio.settings.saveFailed"),
        description: fields ? t("studio.settings.fixErrors") : t("toasts.generic"),
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  };

  if (failed) {
    return (
      <main className="mx-auto grid max-w-3xl justify-items-start gap-3 px-4 py-10">
        <p role="alert">{t("studio.settings.loadFailed")}</p>
        <button type="button" className="btn-ghost" onClick={() => void load()}>
          {t("studio.settings.retry")}
        </button>
      </main>
    );
  }
  if (!values) return <Spinner label={t("loading")} className="min-h-96" />;

  return (
    <main className="mx-auto max-w-5xl px-4 py-6">
      <h1 className="text-2xl font-extrabold">{t("studio.settings.title")}</h1>
      <p className="mt-1 max-w-2xl text-sm leading-6 text-muted">{t("studio.settings.lead")}</p>
      <p className="mt-2 max-w-2xl text-sm leading-6">{t("studio.settings.draftNote")}</p>
      {restored && dirty && (
        <RestoredNote
          className="mt-4"
          text={t("studio.settings.restored", { time: format.time(restored.savedAt) })}
          onDiscard={discardRestored}
          testId="restored-settings"
        />
      )}
      <form className="mt-6 grid gap-6" onSubmit={submit} noValidate data-testid="settings-form">
        {groups.map((group) => (
          <fieldset key={group.key} className="card grid gap-5 p-5 sm:grid-cols-2">
            <legend className="px-1 text-lg font-bold">{t(`studio.settings.groups.${group.key}`)}</legend>
            {group.fields.map((field) =>
              field === "profiles" ? (
                <ProfilesEditor
                  key={field}
                  profiles={values.profiles}
                  sample={sample}
                  errors={rows.profiles}
                  pending={unpublished.has("profiles") ? t("studio.settings.unpublished") : undefined}
                  onChange={(profiles, edited) => {
                    setValues((current) => current && { ...current, profiles });
                    setErrors(({ profiles: _gone, ...rest }) => rest);
                    if (edited) setRows((current) => ({ ...current, profiles: { ...current.profiles, [edited]: undefined } }));
                  }}
                />
              ) : field === "hours" ? (
                <HoursEditor
                  key={field}
                  hours={values.hours}
                  badge={sample.includes("hours") ? t("studio.settings.sampleBadge") : undefined}
                  pending={unpublished.has("hours") ? t("studio.settings.unpublished") : undefined}
                  errors={rows.hours}
                  onChange={(hours, edited) => {
                    setValues((current) => current && { ...current, hours });
                    setErrors(({ hours: _gone, ...rest }) => rest);
                    setRows((current) => ({ ...current, hours: edited ? { ...current.hours, [edited]: undefined } : {} }));
                  }}
                />
              ) : field === "enquiryRetentionMonths" ? (
                <StudioField
                  key={field}
                  id={fieldId(field)}
                  name={field}
                  type="number"
                  inputMode="numeric"
                  min={enquiryRetention.min}
                  max={enquiryRetention.max}
                  step={1}
                  label={t(`studio.settings.fields.${field}.label`)}
                  hint={t(`studio.settings.fields.${field}.hint`, { min: enquiryRetention.min, count: enquiryRetention.max })}
                  error={errors[field] && t(`studio.settings.errors.${errors[field]}`)}
                  value={Number.isNaN(values[field]) ? "" : values[field]}
                  onChange={(event) => {
                    // An empty or partial entry is kept as NaN, which the schema refuses with its own message.
                    const next = event.target.value.trim() === "" ? Number.NaN : Number(event.target.value);
                    setValues((current) => current && { ...current, [field]: next });
                    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
                  }}
                />
              ) : (
                <StudioField
                  key={field}
                  id={fieldId(field)}
                  name={field}
                  type={inputType[field]}
                  autoComplete={autoComplete[field] ?? "off"}
                  label={t(`studio.settings.fields.${field}.label`)}
                  hint={t(`studio.settings.fields.${field}.hint`, { services: mapServices.join(", ") })}
                  badge={sample.includes(field) ? t("studio.settings.sampleBadge") : undefined}
                  pending={unpublished.has(field) ? t("studio.settings.unpublished") : undefined}
                  note={field === "notifyEmail" ? t("studio.settings.immediate") : undefined}
                  error={errors[field] && t(`studio.settings.errors.${errors[field]}`)}
                  arabic={field.endsWith("Ar")}
                  value={values[field]}
                  onChange={(event) => {
                    const next = event.target.value;
                    setValues((current) => current && { ...current, [field]: next });
                    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
                  }}
                />
              ),
            )}
          </fieldset>
        ))}
        <div className="sticky bottom-0 -mx-4 flex justify-end border-t border-line bg-bg/95 px-4 py-3">
          <button type="submit" className="btn-primary" disabled={saving} aria-busy={saving} data-testid="settings-save">
            {saving ? t("studio.settings.saving") : t("studio.settings.save")}
          </button>
        </div>
      </form>
      {children}
    </main>
  );
}
