import type { ReactNode } from "react";

export function Section({
  id,
  title,
  lead,
  children,
  action,
}: {
  id: string;
  title: string;
  lead?: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="container-page py-16 sm:py-20" data-section={id}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h2 id={`${id}-title`} className="text-2xl font-extrabold sm:text-4xl">
            {title}
          </h2>
          {lead && <p className="mt-3 text-lg leading-8 text-muted">{lead}</p>}
        </div>
        {action}
      </div>
      {children && <div className="mt-10">{children}</div>}
    </section>
  );
}
