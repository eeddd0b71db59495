import { useEffect, useState } from "react";
import { Link } from "react-router";
import { TriangleAlert } from "lucide-react";
import type { SampleField } from "#core/settings/settings-schema";
import type { SocialNetwork } from "#core/catalogue/social-networks";
import type { SampleLists } from "#core/content/content-document";
import type { AdminApi } from "./studio-shell";
import { useAdminT } from "./use-admin-t";

const chip = "inline-flex rounded-full border border-line px-3 py-1 text-sm hover:border-accent";

/** While visitors still see a sample value, says so and links to the field or list that holds each one. */
export function SampleNotice({ api }: { api: AdminApi }) {
  const { t } = useAdminT();
  const [fields, setFields] = useState<SampleField[]>([]);
  const [lists, setLists] = useState<SampleLists>([]);
  const [noPhoto, setNoPhoto] = useState(false);
  useEffect(() => {
    let live = true;
    api.settings.get().then(
      (settings) => live && setFields(settings.sampleFields),
      () => undefined,
    );
    // What visitors see is the published content, not the draft.
    api.content.get().then(
      (content) => {
        if (!live) return;
        setLists(content.publishedSamples.lists);
        setNoPhoto(!content.publishedSamples.photo);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);
  if (fields.length === 0 && lists.length === 0 && !noPhoto) return null;
  return (
    <aside className="mx-auto mt-6 max-w-7xl px-4" aria-labelledby="sample-title" data-testid="sample-notice">
      <div className="flex gap-3 rounded-xl border border-warning/50 bg-warning/10 p-4">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
        <div>
          <h2 id="sample-title" className="font-bold">
            {t("studio.sample.title")}
          </h2>
          <p className="mt-1 text-sm text-muted">{t("studio.sample.text")}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {fields.map((field) => (
              <li key={field}>
                <Link to={`/admin/settings#setting-${field}`} className={chip} data-testid="sample-field">
                  {field.startsWith("profile-")
                    ? t(`studio.settings.networks.${field.slice("profile-".length) as SocialNetwork}`)
                    : t(`studio.settings.fields.${field as Exclude<SampleField, `profile-${string}`>}.label`)}
                </Link>
              </li>
            ))}
            {lists.map(({ list, count }) => (
              <li key={list}>
                <Link to={`/admin/${list}`} className={chip} data-testid="sample-list">
                  {t("studio.sample.list", { list: t(`studio.sections.${list}`), count })}
                </Link>
              </li>
            ))}
            {noPhoto && (
              <li>
                <Link to="/admin/settings#owner-photo" className={chip} data-testid="sample-photo">
                  {t("studio.sample.photo")}
                </Link>
              </li>
            )}
          </ul>
        </div>
      </div>
    </aside>
  );
}
