import { useEffect, useState } from "react";
import { Link } from "react-router";
import { TriangleAlert } from "lucide-react";
import type { SettingsField } from "#core/settings/settings-schema";
import type { AdminApi } from "./studio-shell";
import { useAdminT } from "./use-admin-t";

/** While visitors still see a sample value, says so and links to the field that holds each one. */
export function SampleNotice({ api }: { api: AdminApi }) {
  const { t } = useAdminT();
  const [fields, setFields] = useState<SettingsField[]>([]);
  useEffect(() => {
    let live = true;
    api.settings.get().then(
      (settings) => live && setFields(settings.sampleFields),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);
  if (fields.length === 0) return null;
  return (
    <aside className="mx-auto mt-6 max-w-7xl px-4" aria-labelledby="sample-title" data-testid="sample-notice">
      <div className="flex gap-3 rounded-xl border border-amber-400/50 bg-amber-400/10 p-4">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-300" aria-hidden />
        <div>
          <h2 id="sample-title" className="font-bold">
            {t("studio.sample.title")}
          </h2>
          <p className="mt-1 text-sm text-muted">{t("studio.sample.text")}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {fields.map((field) => (
              <li key={field}>
                <Link
                  to={`/admin/settings#setting-${field}`}
                  className="inline-flex rounded-full border border-line px-3 py-1 text-sm hover:border-accent"
                >
                  {t(`studio.settings.fields.${field}.label`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </aside>
  );
}
