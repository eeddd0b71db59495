import { useRef, useState } from "react";
import { useT } from "~/i18n/use-lang";
import { useToolRequest } from "~/features/tools/kit/use-tool-request";
import type { DomainReport } from "#core/tools/domain-report";

/** Longer than the server ever needs (its registry lookups have their own time limit). */
const clientTimeoutMs = 30_000;
export const maxNameLength = 2048;

/**
 * The name being typed and its check. A name that is not a domain (empty,
 * or refused by the server as `invalid_name`) belongs to the field; any
 * other error to the result.
 */
export function useDomainCheck() {
  const { t } = useT("tool-domain");
  const [value, setValue] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const { state, post, fail } = useToolRequest<DomainReport, string>({
    timeoutMs: clientTimeoutMs,
    timeout: { title: t("errors.timeout.title"), message: t("errors.timeout.message") },
  });

  function check(raw: string) {
    const name = raw.trim();
    if (!name) {
      fail({ code: "invalid_name", status: 0, title: t("errors.invalidName.title"), message: t("form.empty") });
      input.current?.focus();
      return;
    }
    void post("domain", { name: name.slice(0, maxNameLength) }, name);
  }

  function checkOther(name: string) {
    setValue(name);
    check(name);
    input.current?.focus();
  }

  const invalid = state.kind === "error" && state.error.code === "invalid_name" ? state.error : null;
  return { value, setValue, input, state, invalid, check, checkOther };
}
