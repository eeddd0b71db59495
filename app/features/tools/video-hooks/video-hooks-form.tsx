import type { FormEvent, RefObject } from "react";
import { useLocation } from "react-router";
import { Sparkles } from "lucide-react";
import { useT } from "~/i18n/use-lang";
import { Field } from "~/components/ui/field";
import { inputClass } from "~/features/tools/kit/tool-field";
import { charCount, topicMaxLength } from "./generate-video-hooks";
import type { TopicError } from "./use-video-hooks";

/** The topic field with its live character count; also a plain GET form without JavaScript. */
export function VideoHooksForm(props: {
  ids: { input: string; hint: string; count: string; form: string };
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  onChange: (value: string) => void;
  error: TopicError | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { t } = useT("tool-hooks");
  const { pathname } = useLocation();
  const { ids, error } = props;
  const length = charCount(props.value.replace(/\s+/g, " ").trim());
  return (
    <form
      id={ids.form}
      method="get"
      action={pathname}
      noValidate
      onSubmit={props.onSubmit}
      className="card grid gap-4 p-5 sm:p-8"
      data-testid="hooks-form"
    >
      <Field
        id={ids.input}
        label={t("form.topic.label")}
        error={error && t(`errors.${error}`, { count: topicMaxLength })}
        errorFirst
        errorClassName="mt-2 text-sm font-semibold text-accent-text"
        errorTestId="hooks-error"
        describedBy={[ids.hint, ids.count]}
        after={
          <div className="mt-2 flex flex-wrap items-start justify-between gap-x-4 gap-y-1 text-xs text-muted">
            <p id={ids.hint}>{t("form.topic.hint")}</p>
            <p id={ids.count} className={`tabular-nums ${length > topicMaxLength ? "font-semibold text-accent-text" : ""}`}>
              {t("form.counter", { count: length, max: topicMaxLength })}
            </p>
          </div>
        }
      >
        {(control) => (
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <input
              {...control}
              ref={props.inputRef}
              name="topic"
              type="text"
              value={props.value}
              onChange={(event) => props.onChange(event.target.value)}
              placeholder={t("form.topic.placeholder")}
              autoComplete="off"
              enterKeyHint="go"
              aria-required
              className={inputClass(error !== null, "min-w-0 flex-1")}
              data-testid="hooks-topic"
            />
            <button type="submit" className="btn-primary inline-flex justify-center" data-testid="hooks-submit">
              <Sparkles className="size-4" aria-hidden />
              {t("form.submit")}
            </button>
          </div>
        )}
      </Field>
    </form>
  );
}
