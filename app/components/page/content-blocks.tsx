import type { ReactNode } from "react";
import { Link } from "react-router";

/** A titled block of text on inner pages. */
export function TextPanel({ title, children, tone = "plain" }: { title: string; children: ReactNode; tone?: "plain" | "accent" }) {
  return (
    <section className={`card p-6 sm:p-8 ${tone === "accent" ? "border-accent/40" : ""}`}>
      <h2 className="text-xl font-bold">{title}</h2>
      <div className="mt-3 leading-8 text-muted">{children}</div>
    </section>
  );
}

export type Step = { title: string; description?: string; text?: string; icon?: string };

/** Numbered steps; an optional icon renderer draws each step's icon. */
export function StepList({
  title,
  steps,
  stepLabel,
  icon,
}: {
  title: string;
  steps: Step[];
  stepLabel: (n: number) => string;
  icon?: (name: string) => ReactNode;
}) {
  return (
    <section aria-labelledby="steps-title">
      <h2 id="steps-title" className="text-2xl font-extrabold">
        {title}
      </h2>
      <ol className="mt-6 grid gap-4 sm:grid-cols-2">
        {steps.map((step, index) => (
          <li key={step.title} className="card flex gap-4 p-5">
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent-soft font-black text-accent-text">
              {step.icon && icon ? icon(step.icon) : index + 1}
            </span>
            <div>
              <p className="text-xs font-semibold text-muted">{stepLabel(index + 1)}</p>
              <h3 className="mt-0.5 font-bold">{step.title}</h3>
              <p className="mt-1 text-sm leading-6 text-muted">{step.description ?? step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The opening of a detail page: a lead paragraph, then the problem and the answer side by side. */
export function DetailIntro({
  intro,
  first,
  second,
}: {
  intro: string;
  first: { title: string; text: string };
  second: { title: string; text: string };
}) {
  return (
    <>
      <p className="max-w-3xl text-xl leading-9">{intro}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        <TextPanel title={first.title}>
          <p>{first.text}</p>
        </TextPanel>
        <TextPanel title={second.title} tone="accent">
          <p>{second.text}</p>
        </TextPanel>
      </div>
    </>
  );
}

/** Links to related pages of the same kind. */
export function RelatedList({
  id,
  title,
  items,
  columns,
}: {
  id: string;
  title: string;
  items: { href: string; label: string; icon: ReactNode }[];
  columns: string;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-6 text-2xl font-extrabold">
        {title}
      </h2>
      <ul className={`grid gap-4 ${columns}`}>
        {items.map((item) => (
          <li key={item.href}>
            <Link to={item.href} className="card flex items-center gap-3 p-5 hover:border-accent/60">
              {item.icon}
              <span className="font-bold">{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
