import { TriangleAlert } from "lucide-react";
import { useT } from "~/i18n/use-lang";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/features/tools/kit/tool-field";
import { toHex, toOpaqueHex } from "./contrast";
import type { ColourState } from "./use-contrast";

/** A colour as a picker and as typed text; the help under both fields is shared (`helpId`). */
export function ColourField(props: {
  colour: "text" | "background";
  state: ColourState;
  fieldId: string;
  helpId: string;
  onChange: (value: string, picked: boolean) => void;
}) {
  const { t } = useT("tool-contrast");
  const { colour, state, onChange } = props;
  return (
    <Field
      id={props.fieldId}
      label={t(`fields.${colour}.label`)}
      error={
        state.error && (
          <>
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{t(`errors.${state.error}`, { colour: toHex(state.rgba) })}</span>
          </>
        )
      }
      errorClassName="mt-1.5 flex items-start gap-1.5 text-sm text-accent-text"
      errorTestId={`contrast-${colour}-error`}
      describedBy={[props.helpId]}
    >
      {(control) => (
        <div className="mt-2 flex gap-2">
          <input
            type="color"
            value={toOpaqueHex(state.rgba)}
            onChange={(event) => onChange(event.target.value, true)}
            aria-label={t(`fields.${colour}.picker`)}
            className="h-12 w-14 shrink-0 cursor-pointer rounded-xl border border-line bg-bg/60 p-1"
            data-testid={`contrast-${colour}-picker`}
          />
          <input
            {...control}
            type="text"
            dir="ltr"
            value={state.input}
            onChange={(event) => onChange(event.target.value, false)}
            maxLength={200}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t("fields.placeholder")}
            className={inputClass(state.error !== null, "min-w-0 flex-1 font-mono rtl:text-end")}
            data-testid={`contrast-${colour}-input`}
          />
        </div>
      )}
    </Field>
  );
}
