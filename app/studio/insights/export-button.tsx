import { useState } from "react";
import { Download } from "lucide-react";
import type { StudioApi } from "../kit/studio-shell";
import { useToast } from "~/components/ui/toast";
import { useErrorMessage } from "../kit/toasts";
import { useStudioT } from "../kit/use-studio-t";

/** Downloads the period's figures as a CSV file. */
export function ExportButton({ api, from, to }: { api: StudioApi; from: string; to: string }) {
  const { t } = useStudioT();
  const errorMessage = useErrorMessage();
  const { toast } = useToast();
  const [exporting, setExporting] = useState(false);

  const download = async () => {
    setExporting(true);
    try {
      const blob = await api.insights.export(from, to);
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = `insights-${from}-${to}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch (error) {
      toast({ title: t("studio.insights.exportFailed"), description: errorMessage(error, t("toasts.generic")), variant: "destructive" });
    } finally {
      setExporting(false);
    }
  };

  return (
    <button
      type="button"
      className="btn-ghost inline-flex py-2 text-sm"
      onClick={() => void download()}
      disabled={exporting}
      data-testid="insights-export"
    >
      <Download className="size-4" aria-hidden />
      {t("studio.insights.export")}
    </button>
  );
}
