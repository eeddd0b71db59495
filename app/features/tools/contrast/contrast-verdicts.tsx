import { CircleCheck, CircleX } from "lucide-react";
import { useT } from "~/i18n/use-lang";
import type { ContrastResult, Verdict } from "./contrast";

const groups = ["normal", "large", "ui"] as const;

/** Pass or fail for each WCAG criterion, by kind of content. */
export function Verdicts({ result }: { result: ContrastResult }) {
  const { t } = useT("tool-contrast");
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {groups.map((group) => (
        <div key={group} className="rounded-xl border border-line p-4">
          <h3 className="font-bold">{t(`result.groups.${group}`)}</h3>
          <p className="mt-1 text-xs leading-5 text-muted">{t(`result.groupNotes.${group}`)}</p>
          <ul className="mt-3 grid gap-2">
            {result.verdicts
              .filter((verdict) => verdict.kind === group)
              .map((verdict) => (
                <VerdictRow key={verdict.id} verdict={verdict} />
              ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function VerdictRow({ verdict }: { verdict: Verdict }) {
  const { t } = useT("tool-contrast");
  const Icon = verdict.pass ? CircleCheck : CircleX;
  return (
    <li className="flex items-center justify-between gap-2" data-testid={`verdict-${verdict.id}`} data-pass={verdict.pass}>
      <span className="grid">
        <span className="text-sm font-semibold whitespace-nowrap">{t("result.level", { level: verdict.level })}</span>
        <span className="text-xs text-muted">{t("result.minimum", { ratio: `${verdict.min}:1` })}</span>
      </span>
      <span
        className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-bold ${
          verdict.pass ? "bg-success/15 text-success" : "bg-danger/15 text-danger"
        }`}
      >
        <Icon className="size-4" aria-hidden />
        {verdict.pass ? t("result.pass") : t("result.fail")}
      </span>
    </li>
  );
}
