import { contactLimits } from "#core/contact/contact-schema";
import { Field } from "~/components/ui/field";
import { useT } from "~/i18n/use-lang";

type TextName = "name" | "email" | "phone" | "company" | "message";

/** The four one-line fields, in their order; the message follows the interests. */
export const lineFields: { name: Exclude<TextName, "message">; type: string; autoComplete: string; required: boolean; max: number; dir?: "ltr" }[] = [
  { name: "name", type: "text", autoComplete: "name", required: true, max: contactLimits.name },
  { name: "email", type: "email", autoComplete: "email", required: true, max: contactLimits.email, dir: "ltr" },
  { name: "phone", type: "tel", autoComplete: "tel", required: false, max: contactLimits.phone, dir: "ltr" },
  { name: "company", type: "text", autoComplete: "organization", required: false, max: contactLimits.company },
];

const controlClass = (invalid: boolean) =>
  `mt-2 w-full rounded-xl border bg-bg/60 px-4 py-3 text-fg placeholder:text-muted/60 focus:border-accent ${invalid ? "border-accent" : "border-line"}`;

type Props = {
  name: TextName;
  required: boolean;
  /** The error's text while the field has one. */
  error: string | undefined;
  defaultValue: string | undefined;
} & ({ multiline?: false; type: string; autoComplete: string; max: number; dir?: "ltr" } | { multiline: true });

/** One text field of the enquiry: its label says whether it is required, its error is read with it. */
export function ContactTextField(props: Props) {
  const { t } = useT("contact");
  return (
    <Field
      id={`contact-${props.name}`}
      label={
        <>
          {t(`form.${props.name}.label`)}{" "}
          {props.required ? (
            <span className="text-accent-text" aria-hidden>
              *
            </span>
          ) : (
            <span className="font-normal text-muted">{t("form.optional")}</span>
          )}
        </>
      }
      error={props.error}
      errorClassName="mt-1.5 text-sm text-accent-text"
      errorTestId={`error-${props.name}`}
    >
      {(control) =>
        props.multiline ? (
          <textarea
            {...control}
            name={props.name}
            rows={5}
            maxLength={contactLimits.message}
            placeholder={t(`form.${props.name}.placeholder`)}
            defaultValue={props.defaultValue}
            aria-required
            className={`${controlClass(Boolean(props.error))} resize-y`}
          />
        ) : (
          <input
            {...control}
            name={props.name}
            type={props.type}
            autoComplete={props.autoComplete}
            maxLength={props.max}
            placeholder={t(`form.${props.name}.placeholder`)}
            defaultValue={props.defaultValue}
            dir={props.dir}
            aria-required={props.required || undefined}
            className={`${controlClass(Boolean(props.error))} ${props.dir ? "rtl:text-end" : ""}`}
          />
        )
      }
    </Field>
  );
}

/** What the enquiry is about: optional chips, native checkboxes underneath. */
export function InterestChoices({ checked }: { checked: Set<string> }) {
  const { t } = useT("contact");
  // His contact topics (the studio's contact-topics list), written into the form's texts by the server.
  const interests = t("form.interests", { returnObjects: true }) as { items?: { id: string; label: string }[] };
  const topics = Array.isArray(interests.items) ? interests.items : [];
  return (
    <fieldset>
      <legend className="text-sm font-semibold">
        {t("form.interests.legend")} <span className="font-normal text-muted">{t("form.optional")}</span>
      </legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {topics.map(({ id, label }) => (
          <label key={id} className="cursor-pointer">
            <input type="checkbox" name="interests" value={id} defaultChecked={checked.has(id)} className="peer sr-only" />
            <span className="inline-flex rounded-full border border-line px-4 py-2 text-sm font-semibold text-muted transition-colors peer-checked:border-accent peer-checked:bg-accent-soft peer-checked:text-fg peer-focus-visible:outline-2 peer-focus-visible:outline-accent-text">
              {label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
