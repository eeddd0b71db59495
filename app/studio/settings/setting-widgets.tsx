import type { Dispatch, ReactNode, SetStateAction } from "react";
import type { SocialNetwork } from "#core/catalogue/social-networks";
import { mapServices, type HoursError, type WeekDay } from "#core/settings/business-place";
import { settingsDescription } from "#core/settings/settings-fields";
import type { SettingKindName } from "#core/settings/settings-kit";
import {
  enquiryRetention,
  type SampleField,
  type SettingsError,
  type SettingsErrors,
  type SettingsField,
  type SettingsValues,
} from "#core/settings/settings-schema";
import { StudioField } from "../kit/studio-field";
import { useStudioT } from "../kit/use-studio-t";
import { HoursEditor } from "./settings-hours";
import { ProfilesEditor } from "./settings-profiles";

/** Which profile link and which day a refused list is refused for (the schema names only the list). */
export type RowErrors = { profiles: Partial<Record<SocialNetwork, SettingsError>>; hours: Partial<Record<WeekDay, HoursError>> };

export const settingFieldId = (field: SettingsField) => `setting-${field}`;

/** What every setting's control gets from the settings form. */
export type SettingWidgetProps = {
  field: SettingsField;
  values: SettingsValues;
  setValues: Dispatch<SetStateAction<SettingsValues | null>>;
  errors: SettingsErrors;
  setErrors: Dispatch<SetStateAction<SettingsErrors>>;
  rows: RowErrors;
  setRows: Dispatch<SetStateAction<RowErrors>>;
  /** The sample fields visitors still see. */
  sample: SampleField[];
  /** "Not published" while the draft's value differs from the site's. */
  pending: string | undefined;
};

/** A one-line setting: its input type and autocomplete come from its kind and description. */
function LineSetting({ field, values, setValues, errors, setErrors, sample, pending }: SettingWidgetProps) {
  const { t } = useStudioT();
  const spec = settingsDescription[field];
  return (
    <StudioField
      id={settingFieldId(field)}
      name={field}
      type={"input" in spec ? spec.input : "text"}
      autoComplete={spec.autoComplete ?? "off"}
      label={t(`studio.settings.fields.${field}.label`)}
      hint={t(`studio.settings.fields.${field}.hint`, { services: mapServices.join(", ") })}
      badge={sample.includes(field) ? t("studio.settings.sampleBadge") : undefined}
      pending={pending}
      note={spec.private ? t("studio.settings.immediate") : undefined}
      error={errors[field] && t(`studio.settings.errors.${errors[field]}`)}
      arabic={field.endsWith("Ar")}
      value={values[field] as string}
      onChange={(event) => {
        const next = event.target.value;
        setValues((current) => current && { ...current, [field]: next });
        if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
      }}
    />
  );
}

function ProfilesSetting({ values, setValues, setErrors, rows, setRows, sample, pending }: SettingWidgetProps) {
  return (
    <ProfilesEditor
      profiles={values.profiles}
      sample={sample}
      errors={rows.profiles}
      pending={pending}
      onChange={(profiles, edited) => {
        setValues((current) => current && { ...current, profiles });
        setErrors(({ profiles: _gone, ...rest }) => rest);
        if (edited) setRows((current) => ({ ...current, profiles: { ...current.profiles, [edited]: undefined } }));
      }}
    />
  );
}

function HoursSetting({ field, values, setValues, setErrors, rows, setRows, sample, pending }: SettingWidgetProps) {
  const { t } = useStudioT();
  return (
    <HoursEditor
      hours={values.hours}
      badge={sample.includes(field) ? t("studio.settings.sampleBadge") : undefined}
      pending={pending}
      errors={rows.hours}
      onChange={(hours, edited) => {
        setValues((current) => current && { ...current, hours });
        setErrors(({ hours: _gone, ...rest }) => rest);
        setRows((current) => ({ ...current, hours: edited ? { ...current.hours, [edited]: undefined } : {} }));
      }}
    />
  );
}

function MonthsSetting({ field, values, setValues, errors, setErrors }: SettingWidgetProps) {
  const { t } = useStudioT();
  const months = values[field] as number;
  return (
    <StudioField
      id={settingFieldId(field)}
      name={field}
      type="number"
      inputMode="numeric"
      min={enquiryRetention.min}
      max={enquiryRetention.max}
      step={1}
      label={t(`studio.settings.fields.${field}.label`)}
      hint={t(`studio.settings.fields.${field}.hint`, { min: enquiryRetention.min, count: enquiryRetention.max })}
      error={errors[field] && t(`studio.settings.errors.${errors[field]}`)}
      value={Number.isNaN(months) ? "" : months}
      onChange={(event) => {
        // An empty or partial entry is kept as NaN, which the schema refuses with its own message.
        const next = event.target.value.trim() === "" ? Number.NaN : Number(event.target.value);
        setValues((current) => current && { ...current, [field]: next });
        if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
      }}
    />
  );
}

/** Each kind's control; the type checker holds it complete (a new kind fails it until its control is here). */
export const settingWidgets: { [K in SettingKindName]: (props: SettingWidgetProps) => ReactNode } = {
  text: LineSetting,
  optionalText: LineSetting,
  phone: LineSetting,
  email: LineSetting,
  country: LineSetting,
  mapLink: LineSetting,
  geo: LineSetting,
  profiles: ProfilesSetting,
  hours: HoursSetting,
  months: MonthsSetting,
};
