import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import { normalizeProfileLink, parseSettings, settingsFields, type SettingsErrors, type SettingsValues } from "#core/settings/settings-schema";
import { settingsDescription } from "#core/settings/settings-fields";
import { settingsGroups } from "#core/settings/settings-kit";
import { checkOpeningDay } from "#core/settings/business-place";
import { profileFieldId } from "./settings-profiles";
import { settingFieldId, settingWidgets, type RowErrors } from "./setting-widgets";
import { StudioApiError } from "../kit/studio-api";
import { StudioShell, type StudioApi } from "../kit/studio-shell";
import { StudioContentProvider, useStudioContent } from "../kit/studio-content";
import { PhotoEditor } from "./photo-editor";
import { useToast } from "~/components/ui/toast";
import { SignOutEverywhere } from "./sign-out-everywhere";
import { useStudioFormats } from "../kit/studio-formats";
import { useSettingsValues } from "./use-settings-values";
import { RestoredNote } from "../kit/restored-note";
import { useStudioT } from "../kit/use-studio-t";

/** The screen's boxes, each with its settings in the description's order. */
const groups = settingsGroups.map((key) => ({ key, fields: settingsFields.filter((field) => settingsDescription[field].group === key) }));

/** Which profile link and which day a refused list is refused for (the schema names only the list). */
function rowErrors(values: SettingsValues): RowErrors {
  const profiles: RowErrors["profiles"] = {};
  for (const profile of values.profiles) {
    if (profile.url.trim() === "") profiles[profile.network] = "required";
    else {
      const result = normalizeProfileLink(profile.network, profile.url);
      if (!result.ok) profiles[profile.network] = result.error;
    }
  }
  const hours: RowErrors["hours"] = {};
  for (const { day, periods } of values.hours) {
    const result = checkOpeningDay(periods);
    if (!result.ok) hours[day] = result.error;
  }
  return { profiles, hours };
}

const noRowErrors: RowErrors = { profiles: {}, hours: {} };

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
  const [rows, setRows] = useState<RowErrors>(noRowErrors);
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

  const focusFirst = (found: SettingsErrors, inRows: RowErrors) => {
    const first = groups.flatMap((group) => group.fields).find((field) => found[field]);
    if (!first) return;
    const profile = first === "profiles" ? values?.profiles.find((entry) => inRows.profiles[entry.network]) : undefined;
    const day = first === "hours" ? values?.hours.find((entry) => inRows.hours[entry.day]) : undefined;
    const target = profile
      ? document.getElementById(profileFieldId(profile.network))
      : day
        ? document.querySelector<HTMLElement>(`[data-testid="hours-${day.day}"] input`)
        : document.getElementById(settingFieldId(first));
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
            {group.fields.map((field) => {
              const Widget = settingWidgets[settingsDescription[field].kind];
              return (
                <Widget
                  key={field}
                  {...{ field, values, setValues, errors, setErrors, rows, setRows, sample }}
                  pending={unpublished.has(field) ? t("studio.settings.unpublished") : undefined}
                />
              );
            })}
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
