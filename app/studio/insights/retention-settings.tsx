import { useEffect, useState } from "react";
import type { InsightSettings } from "../kit/studio-api";
import type { StudioApi } from "../kit/studio-shell";
import { useToast } from "~/components/ui/toast";
import { useErrorMessage } from "../kit/toasts";
import { useStudioT } from "../kit/use-studio-t";

/** How long the raw events are kept (the daily totals stay): saved as soon as it changes, shown once the settings have loaded. */
export function RetentionSettings({ api }: { api: StudioApi }) {
  const { t } = useStudioT();
  const errorMessage = useErrorMessage();
  const { toast } = useToast();
  const [settings, setSettings] = useState<InsightSettings | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    api.insights.settings().then(setSettings, () => setSettings(null));
  }, [api]);
  if (!settings) return null;
  const save = async (retentionDays: number) => {
    setSaving(true);
    try {
      setSettings(await api.insights.saveSettings(retentionDays));
      toast({
        title: t("studio.insights.retention.saved"),
        description: t("studio.insights.retention.days", { count: retentionDays }),
        variant: "default",
      });
    } catch (error) {
      toast({ title: t("studio.insights.retention.failed"), description: errorMessage(error, t("toasts.generic")), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className="card grid gap-2 p-4" aria-labelledby="insights-retention">
      <h2 id="insights-retention" className="font-bold">
        {t("studio.insights.retention.title")}
      </h2>
      <p className="text-sm text-muted">{t("studio.insights.retention.text")}</p>
      <label className="mt-1 inline-grid max-w-xs gap-1 text-sm">
        <span>{t("studio.insights.retention.label")}</span>
        <select
          className="rounded-lg border border-line bg-bg px-3 py-2"
          value={settings.retentionDays}
          disabled={saving}
          onChange={(event) => void save(Number(event.target.value))}
          data-testid="insights-retention"
        >
          {settings.choices.map((days) => (
            <option key={days} value={days}>
              {t("studio.insights.retention.days", { count: days })}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}
