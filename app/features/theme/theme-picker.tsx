import { useEffect, useId, useRef, useState } from "react";
import { Palette } from "lucide-react";
import { themeSwatch, type ThemeChoice } from "#core/catalogue/themes";
import { useDismiss } from "~/components/ui/use-dismiss";
import { useTheme } from "./theme-provider";
import { ThemeOptions } from "./theme-options";

type ThemePickerProps = {
  labels: { button: string; legend: string; options: Record<ThemeChoice, string> };
};

/**
 * A small dropdown of radio buttons: native radios give arrow-key
 * navigation and screen-reader semantics without a component library.
 */
export function ThemePicker({ labels }: ThemePickerProps) {
  const { theme, brand } = useTheme();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (open) rootRef.current?.querySelector<HTMLInputElement>("input:checked")?.focus();
  }, [open]);
  useDismiss({ open, onClose: () => setOpen(false), opener: buttonRef, inside: rootRef });

  return (
    <div ref={rootRef} className="relative" data-island="theme">
      <button
        ref={buttonRef}
        type="button"
        className="flex h-10 items-center gap-2 rounded-lg border border-line px-2.5 transition-colors hover:border-accent"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${labels.button}: ${labels.options[theme]}`}
        data-testid="theme-button"
        data-part="theme-button"
        data-label={labels.button}
        onClick={() => setOpen((value) => !value)}
      >
        <Palette className="size-4 text-muted" aria-hidden />
        <span
          className="size-3.5 rounded-full ring-2 ring-fg/15"
          style={{ background: themeSwatch(theme, brand) }}
          data-part="theme-swatch"
          aria-hidden
        />
      </button>
      {/* Always in the page, hidden while closed: a page of islands opens it without React (app/islands/theme-picker.ts). */}
      <div
        id={panelId}
        hidden={!open}
        data-part="theme-panel"
        className="absolute end-0 top-12 z-50 w-56 rounded-xl border border-line bg-surface-2 p-2 shadow-2xl shadow-black/50"
        onBlur={(event) => {
          // Tabbing away closes; a click inside moves focus to nothing (relatedTarget null) and must not.
          const next = event.relatedTarget as Node | null;
          if (next && !event.currentTarget.contains(next)) setOpen(false);
        }}
      >
        <ThemeOptions
          labels={{ legend: labels.legend, options: labels.options }}
          onConfirm={() => {
            setOpen(false);
            buttonRef.current?.focus();
          }}
        />
      </div>
    </div>
  );
}
