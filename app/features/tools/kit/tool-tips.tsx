import { useId, type ReactNode } from "react";
import { CircleCheck } from "lucide-react";

type Look = "dot" | "check" | "disc";

const headingClass: Record<Look, string> = { dot: "text-lg font-extrabold", check: "text-lg font-extrabold", disc: "text-lg font-bold" };
const listClass: Record<Look, string> = {
  dot: "mt-3 grid gap-2 text-sm leading-7 text-muted md:grid-cols-2 md:gap-x-8",
  check: "mt-3 grid gap-2 text-sm leading-7 md:grid-cols-2 md:gap-x-8",
  disc: "grid list-disc gap-2 ps-5 leading-7 text-muted marker:text-accent-text",
};

/** The strings of a translated list (`t(key, { returnObjects: true })`); anything else is dropped. */
export function textList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

/** A short text after a small accent dot (the tools' bullet where a list sits in a grid). */
export function DotItem({ children }: { children: ReactNode }) {
  return (
    <li className="flex gap-2">
      <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent-solid" aria-hidden />
      <span>{children}</span>
    </li>
  );
}

/**
 * A titled card of short advice: the tips under a tool, or what a tool
 * checks before it has run (`check` marks, with an intro and a note).
 */
export function ToolTips(props: {
  title: string;
  /** A translated list, as `t(key, { returnObjects: true })` gives it. */
  items: unknown;
  look?: Look;
  intro?: string;
  note?: string;
  className?: string;
  /** Added to the list's own classes (spacing, columns). */
  listClassName?: string;
  testId?: string;
}) {
  const titleId = useId();
  const look = props.look ?? "dot";
  return (
    <section className={props.className ?? "card p-5 sm:p-7"} aria-labelledby={titleId} data-testid={props.testId}>
      <h2 id={titleId} className={headingClass[look]}>
        {props.title}
      </h2>
      {props.intro && <p className="mt-2 text-sm leading-7 text-muted">{props.intro}</p>}
      <ul className={props.listClassName ? `${listClass[look]} ${props.listClassName}` : listClass[look]}>
        {textList(props.items).map((item) =>
          look === "dot" ? (
            <DotItem key={item}>{item}</DotItem>
          ) : look === "check" ? (
            <li key={item} className="flex gap-2">
              <CircleCheck className="mt-1.5 size-4 shrink-0 text-accent-text" aria-hidden />
              <span>{item}</span>
            </li>
          ) : (
            <li key={item}>{item}</li>
          ),
        )}
      </ul>
      {props.note && <p className="mt-4 text-xs leading-6 text-muted">{props.note}</p>}
    </section>
  );
}
