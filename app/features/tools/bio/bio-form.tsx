import type { FormEvent, ReactNode, RefObject } from "react";
import { useLocation } from "react-router";
import { WandSparkles } from "lucide-react";
import { useT } from "~/i18n/use-lang";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/features/tools/kit/tool-field";
import { bioGoals, isGoal, parseSkills, skillCount, type BioErrors } from "./generate-bios";
import type { BioField, BioValues } from "./use-bio";

/** Profession, three skills, a goal and the emoji switch; also a plain GET form without JavaScript. */
export function BioForm(props: {
  fieldId: (field: string) => string;
  formRef: RefObject<HTMLFormElement | null>;
  values: BioValues;
  update: <K extends keyof BioValues>(key: K, value: BioValues[K]) => void;
  errors: BioErrors;
  errorText: (field: BioField) => string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { t } = useT("tool-bio");
  const { pathname } = useLocation();
  const { fieldId, values, update, errors } = props;
  const skillsTyped = parseSkills(values.skills);

  const textField = (field: BioField, autoComplete: string, after?: ReactNode) => (
    <Field
      id={fieldId(field)}
      label={t(`form.${field}.label`)}
      hint={t(`form.${field}.hint`)}
      hintClassName="mt-1.5 text-xs text-muted"
      error={errors[field] && props.errorText(field)}
      errorFirst
      errorClassName="mt-1.5 text-sm font-semibold text-accent-text"
      errorTestId={`bio-error-${field}`}
      after={after}
    >
      {(control) => (
        <input
          {...control}
          name={field}
          type="text"
          value={values[field]}
          onChange={(event) => update(field, event.target.value)}
          placeholder={t(`form.${field}.placeholder`)}
          autoComplete={autoComplete}
          aria-required
          className={inputClass(errors[field] !== undefined, "mt-2 w-full")}
          data-testid={`bio-${field}`}
        />
      )}
    </Field>
  );

  return (
    <form
      ref={props.formRef}
      id={fieldId("form")}
      method="get"
      action={pathname}
      noValidate
      onSubmit={props.onSubmit}
      className="card grid gap-5 p-5 sm:p-8 lg:sticky lg:top-24"
      data-testid="bio-form"
    >
      {textField("profession", "organization-title")}
      {textField(
        "skills",
        "off",
        skillsTyped.length > 0 && (
          // How the text splits, as the visitor types: three pills means three skills.
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-hidden data-testid="bio-skill-pills">
            {skillsTyped.map((skill, index) => (
              <li
                key={`${index}-${skill}`}
                className={`max-w-full truncate rounded-full border px-2.5 py-0.5 text-xs ${
                  skillsTyped.length === skillCount ? "border-accent/50 bg-accent-soft text-fg" : "border-line text-muted"
                }`}
              >
                {skill}
              </li>
            ))}
          </ul>
        ),
      )}

      <div className="grid gap-3">
        <Field id={fieldId("goal")} label={t("form.goal.label")}>
          {(control) => (
            <select
              {...control}
              name="goal"
              value={values.goal}
              onChange={(event) => update("goal", isGoal(event.target.value) ? event.target.value : bioGoals[0])}
              className="mt-2 w-full rounded-xl border border-line bg-bg/60 px-3 py-3 text-fg focus:border-accent"
              data-testid="bio-goal"
            >
              {bioGoals.map((goal) => (
                <option key={goal} value={goal}>
                  {t(`goals.${goal}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          inline
          label={t("form.emoji.label")}
          labelClassName="flex cursor-pointer items-center gap-3 rounded-xl border border-line px-4 py-3 text-sm font-semibold"
        >
          {(control) => (
            <input
              {...control}
              type="checkbox"
              name="emoji"
              checked={values.emoji}
              onChange={(event) => update("emoji", event.target.checked)}
              className="size-4 accent-accent-solid"
              data-testid="bio-emoji"
            />
          )}
        </Field>
      </div>

      <button type="submit" className="btn-primary inline-flex justify-center" data-testid="bio-submit">
        <WandSparkles className="size-4" aria-hidden />
        {t("form.submit")}
      </button>
    </form>
  );
}
