import type { ContactAnswer } from "#core/contact/contact-answer";
import { ContactForm } from "~/features/contact/contact-form";
import { readIslandProps } from "./island-props";
import { renderIsland, type ReactIslandPage } from "./react-island";
import type { Island } from "./island";

export type ContactFormIslandProps = ReactIslandPage & {
  token: string | undefined;
  initial: { result: ContactAnswer; values: Record<string, string | string[]> } | undefined;
};

/**
 * The contact form on a page of islands (ADR 055): the server's form works without script (a plain POST);
 * at the visitor's first touch or focus in it, the application's form takes its place, with its instant
 * checks, its toasts and sending without leaving the page. What he typed meanwhile is carried over, and
 * the focus stays in the field he was in, where he left his cursor.
 */
const contactForm: Island = (element) => {
  const props = readIslandProps<ContactFormIslandProps>(element);
  const target = element.querySelector("[data-island-root]");
  const server = target?.querySelector("form");
  if (!props || !target || !server) return;
  const typed: Record<string, string | string[]> = {};
  const data = new FormData(server);
  for (const name of ["name", "email", "phone", "company", "message"]) {
    const value = data.get(name);
    if (typeof value === "string" && value) typed[name] = value;
  }
  typed.interests = data.getAll("interests").filter((value): value is string => typeof value === "string");
  const active =
    document.activeElement instanceof HTMLInputElement || document.activeElement instanceof HTMLTextAreaElement ? document.activeElement : null;
  const focus = active && server.contains(active) ? { id: active.id, start: active.selectionStart, end: active.selectionEnd } : null;
  delete element.dataset.island;
  renderIsland(target, props, <ContactForm lang={props.lang} token={props.token} initial={props.initial} typed={typed} />, () => {
    if (!focus?.id) return;
    const field = document.getElementById(focus.id);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    field.focus();
    if (focus.start !== null && focus.end !== null && field.type !== "checkbox") field.setSelectionRange(focus.start, focus.end);
  });
};
export default contactForm;
