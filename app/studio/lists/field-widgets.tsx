import type { ReactNode } from "react";
import { Field, type FieldControl } from "~/components/ui/field";
import type { Lang } from "#core/i18n/languages";
import type { ImageRef } from "#core/content/content-fields";
import type { ContentDocument } from "#core/content/content-document";
import type { ChoiceField, FieldSpec, PickField, TextField } from "#core/content/list-kit";
import { isListName, type ListName } from "#core/content/lists/catalogue";
import { ImageField } from "../kit/image-field";
import { studioField, studioInputClass } from "../kit/studio-field";
import type { StudioApi } from "../kit/studio-shell";
import type { FormValue } from "#core/content/field-kinds";
import { itemName, type AnyEntry } from "./item-form";
import type { ChoiceNames } from "./list-texts";

/** What a field's widget gets from the item editor: its texts and value, and the item and studio around it. */
export type WidgetContext = {
  name: string;
  /** The control's id (`item-<field>`); its hint and error ids derive from it. */
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  value: FormValue;
  /** Sets the field's value and clears its error. */
  set: (value: FormValue) => void;
  /** Changes the value from the one it has at that moment (two changes in one moment each see the other). */
  change: (next: (current: FormValue) => FormValue) => void;
  list: ListName;
  itemId: string;
  document: ContentDocument;
  studioLang: Lang;
  choiceNames: ChoiceNames;
  /** The name of "none" in an optional pick. */
  noPick: string;
  api: StudioApi;
  /** The image's missing descriptions, by language, once a save has asked for them. */
  altErrors: Partial<Record<Lang, string>>;
};

/** The kinds of field the editor shows one control for; a text is its Arabic/English pair (the editor's own). */
type WidgetKind = Exclude<FieldSpec["kind"], TextField["kind"]>;
type Widget<K extends WidgetKind> = (spec: Extract<FieldSpec, { kind: K }>, field: WidgetContext) => ReactNode;

/** A choice offers its fixed values by the studio's names; a pick, the other list's items by their names. */
const choiceOrPick = (spec: ChoiceField | PickField, field: WidgetContext): ReactNode => {
  const among = spec.kind === "pick" && isListName(spec.list) ? (field.document.lists[spec.list] as AnyEntry[]) : [];
  const options: [string, string][] =
    spec.kind === "choice"
      ? spec.options.map((option) => [option, field.choiceNames[spec.source][option] ?? option])
      : [
          ...(spec.optional ? ([["", field.noPick]] as [string, string][]) : []),
          ...among.map((other): [string, string] => [other.id, itemName(spec.list as ListName, other, field.studioLang)]),
        ];
  return (
    <PlainField key={field.name} {...fieldTexts(field)}>
      {(control) => (
        <select
          {...control}
          value={field.value as string}
          onChange={(event) => field.set(event.target.value)}
          className={studioInputClass(Boolean(field.error))}
        >
          {options.map(([option, name]) => (
            <option key={option} value={option}>
              {name}
            </option>
          ))}
        </select>
      )}
    </PlainField>
  );
};

/** Other items of the same list, ticked (a service's related pages). */
const refsWidget: Widget<"refs"> = (_spec, field) => {
  const chosen = field.value as string[];
  const others = (field.document.lists[field.list] as AnyEntry[]).filter((other) => other.id !== field.itemId);
  const toggle = (other: string, on: boolean) =>
    field.change((now) => (on ? [...(now as string[]), other] : (now as string[]).filter((value) => value !== other)));
  return (
    <fieldset key={field.name} className="grid gap-2 md:col-span-2" aria-describedby={`${field.id}-hint`} data-testid={`refs-${field.name}`}>
      <legend className="mb-1 text-sm font-semibold">{field.label}</legend>
      <p id={`${field.id}-hint`} className="text-xs leading-5 text-muted">
        {field.hint}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {others.map((other) => (
          <label key={other.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-[var(--accent-solid)]"
              checked={chosen.includes(other.id)}
              onChange={(event) => toggle(other.id, event.target.checked)}
            />
            <span>{itemName(field.list, other, field.studioLang)}</span>
          </label>
        ))}
      </div>
      {field.error && (
        <p className="text-sm text-danger" role="alert">
          {field.error}
        </p>
      )}
    </fieldset>
  );
};

const imageWidget: Widget<"image"> = (_spec, field) => (
  <div key={field.name} className="md:col-span-2">
    <ImageField
      id={field.id}
      label={field.label}
      value={field.value as ImageRef | null}
      onChange={(value) => field.change(() => value)}
      errors={field.altErrors}
      api={field.api}
    />
  </div>
);

/** One https address, written left to right whatever the studio's language. */
const linkWidget: Widget<"link"> = (_spec, field) => (
  <PlainField key={field.name} {...fieldTexts(field)}>
    {(control) => (
      <input
        {...control}
        type="url"
        dir="ltr"
        lang="en"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        value={field.value as string}
        onChange={(event) => field.set(event.target.value)}
        className={studioInputClass(Boolean(field.error))}
      />
    )}
  </PlainField>
);

/** Addresses, one a line. */
const linksWidget: Widget<"links"> = (_spec, field) => (
  <PlainField key={field.name} {...fieldTexts(field)}>
    {(control) => (
      <textarea
        {...control}
        rows={3}
        dir="ltr"
        lang="en"
        inputMode="url"
        spellCheck={false}
        value={field.value as string}
        onChange={(event) => field.set(event.target.value)}
        className={studioInputClass(Boolean(field.error), "font-mono text-sm")}
      />
    )}
  </PlainField>
);

/** A whole number, typed as he likes (Arabic-Indic digits too); the form reads it. */
const numberWidget: Widget<"number"> = (_spec, field) => (
  <PlainField key={field.name} {...fieldTexts(field)}>
    {(control) => (
      <input
        {...control}
        type="text"
        inputMode="numeric"
        dir="ltr"
        autoComplete="off"
        value={field.value as string}
        onChange={(event) => field.set(event.target.value)}
        className={studioInputClass(Boolean(field.error), "sm:max-w-48")}
      />
    )}
  </PlainField>
);

/**
 * Each kind's control. The type checker holds it complete: a kind added to list-kit's `FieldSpec` fails the
 * type check until it has a widget here (sample artwork has none: it is not edited).
 */
export const fieldWidgets: { [K in WidgetKind]: Widget<K> } = {
  choice: choiceOrPick,
  pick: choiceOrPick,
  refs: refsWidget,
  image: imageWidget,
  link: linkWidget,
  links: linksWidget,
  number: numberWidget,
  art: () => null,
};

/** The control of a field that is not a text pair. */
export const fieldWidget = (spec: Exclude<FieldSpec, TextField>, field: WidgetContext): ReactNode =>
  (fieldWidgets[spec.kind] as Widget<WidgetKind>)(spec as never, field);

const fieldTexts = (field: WidgetContext) => ({ id: field.id, label: field.label, hint: field.hint, error: field.error });

/** A labelled control of the editor with its hint and error wired for screen readers. */
function PlainField({
  children,
  ...field
}: {
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  children: (control: FieldControl) => ReactNode;
}) {
  return (
    <Field {...studioField} {...field} className="grid content-start gap-1.5" testId={`field-${field.id}`}>
      {children}
    </Field>
  );
}
