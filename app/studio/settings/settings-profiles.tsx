import { useEffect, useId, useState } from "react";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { socialNetworkIds, socialNetworks, type SocialNetwork, type SocialProfile } from "#core/catalogue/social-networks";
import type { SampleField, SettingsError } from "#core/settings/settings-schema";
import { SocialIcon } from "~/components/icons/social-icon";
import { StudioField, UnpublishedBadge } from "../kit/studio-field";
import { useStudioT } from "../kit/use-studio-t";

const iconButton =
  "grid size-10 shrink-0 place-items-center rounded-lg border border-line text-muted hover:border-accent hover:text-fg disabled:opacity-40 disabled:hover:border-line";

export const profileFieldId = (network: SocialNetwork) => `setting-profile-${network}`;

/**
 * The owner's profile links, in the order the site shows them: one field per
 * network, moved up or down, removed, or added from the networks not in the
 * list yet.
 */
export function ProfilesEditor({
  profiles,
  sample,
  errors,
  pending,
  onChange,
}: {
  profiles: SocialProfile[];
  sample: SampleField[];
  /** Each refused link's reason, from the last save. */
  errors: Partial<Record<SocialNetwork, SettingsError>>;
  /** "Not published" while the links in the draft differ from the site's. */
  pending?: string | undefined;
  onChange: (profiles: SocialProfile[], edited?: SocialNetwork) => void;
}) {
  const { t } = useStudioT();
  const selectId = useId();
  const missing = socialNetworkIds.filter((network) => !profiles.some((profile) => profile.network === network));
  const [choice, setChoice] = useState<SocialNetwork | "">("");
  const [focus, setFocus] = useState<string | null>(null);
  const chosen = choice && missing.includes(choice) ? choice : (missing[0] ?? "");

  useEffect(() => {
    if (focus) document.getElementById(focus)?.focus();
    setFocus(null);
  }, [focus]);

  const move = (index: number, by: -1 | 1) => {
    const next = [...profiles];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    onChange(next);
  };

  return (
    <div className="grid gap-4 sm:col-span-2" data-testid="profiles-editor">
      <p className="text-xs leading-5 text-muted">
        {pending && (
          <>
            <UnpublishedBadge text={pending} />{" "}
          </>
        )}
        {t("studio.settings.fields.profiles.hint")}
      </p>
      {profiles.length === 0 && <p className="text-sm text-muted">{t("studio.settings.profilesEditor.empty")}</p>}
      <ol className="grid gap-4">
        {profiles.map((profile, index) => {
          const network = t(`studio.settings.networks.${profile.network}`);
          const error = errors[profile.network];
          return (
            <li key={profile.network} className="flex flex-wrap items-start gap-3" data-testid={`profile-${profile.network}`}>
              <SocialIcon network={profile.network} className="mt-9 size-5 shrink-0 text-muted" />
              {/* On a phone the buttons go under the field, which keeps the width to show a link. */}
              <div className="min-w-0 flex-1 basis-60">
                <StudioField
                  id={profileFieldId(profile.network)}
                  name={`profile-${profile.network}`}
                  type="url"
                  autoComplete="off"
                  label={network}
                  hint={t("studio.settings.profilesEditor.hint", { host: socialNetworks[profile.network].hosts[0] })}
                  badge={sample.includes(`profile-${profile.network}`) ? t("studio.settings.sampleBadge") : undefined}
                  error={error && t(`studio.settings.errors.${error}`)}
                  value={profile.url}
                  onChange={(event) => {
                    const url = event.target.value;
                    onChange(
                      profiles.map((other) => (other.network === profile.network ? { ...other, url } : other)),
                      profile.network,
                    );
                  }}
                />
              </div>
              <span className="ms-8 flex gap-2 sm:ms-0 sm:mt-7">
                <button
                  type="button"
                  className={iconButton}
                  onClick={() => move(index, -1)}
                  disabled={index === 0}
                  aria-label={t("studio.settings.profilesEditor.moveUp", { network })}
                  title={t("studio.settings.profilesEditor.moveUp", { network })}
                  data-testid="profile-up"
                >
                  <ArrowUp className="size-4" aria-hidden />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  onClick={() => move(index, 1)}
                  disabled={index === profiles.length - 1}
                  aria-label={t("studio.settings.profilesEditor.moveDown", { network })}
                  title={t("studio.settings.profilesEditor.moveDown", { network })}
                  data-testid="profile-down"
                >
                  <ArrowDown className="size-4" aria-hidden />
                </button>
                <button
                  type="button"
                  className={`${iconButton} text-danger`}
                  onClick={() => {
                    onChange(profiles.filter((other) => other.network !== profile.network));
                    setFocus(selectId);
                  }}
                  aria-label={t("studio.settings.profilesEditor.remove", { network })}
                  title={t("studio.settings.profilesEditor.remove", { network })}
                  data-testid="profile-remove"
                >
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      {missing.length === 0 ? (
        <p className="text-sm text-muted">{t("studio.settings.profilesEditor.allAdded")}</p>
      ) : (
        <div className="flex flex-wrap items-end gap-3 border-t border-line pt-4">
          <div className="grid gap-1.5">
            <label htmlFor={selectId} className="text-sm font-semibold">
              {t("studio.settings.profilesEditor.add")}
            </label>
            <select
              id={selectId}
              value={chosen}
              onChange={(event) => setChoice(event.target.value as SocialNetwork)}
              className="rounded-lg border border-line bg-bg/60 px-3 py-2.5 text-base text-fg focus:border-accent"
              data-testid="profile-choice"
            >
              {missing.map((network) => (
                <option key={network} value={network}>
                  {t(`studio.settings.networks.${network}`)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="btn-ghost inline-flex"
            onClick={() => {
              if (!chosen) return;
              onChange([...profiles, { network: chosen, url: "" }]);
              setChoice("");
              setFocus(profileFieldId(chosen));
            }}
            data-testid="profile-add"
          >
            <Plus className="size-4" aria-hidden />
            {t("studio.settings.profilesEditor.addButton")}
          </button>
        </div>
      )}
    </div>
  );
}
