import type { ReactNode } from "react";

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
export function StepList({ title, steps, stepLabel, icon }: { title: string; steps: Step[]; stepLabel: (n: number) => string; icon?: (name: string) => ReactNode }) {
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
