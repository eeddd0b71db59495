import { Link } from "react-router";
import { ChevronLeft } from "lucide-react";

export type Crumb = { label: string; href?: string };

/** Home, then the page (and any parent). The chevron points "forward" in either direction. */
export function Breadcrumbs({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} data-testid="breadcrumbs">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted">
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className="flex items-center gap-1.5">
            {index > 0 && <ChevronLeft className="size-4 opacity-60 ltr:rotate-180" aria-hidden />}
            {item.href ? (
              <Link to={item.href} className="hover:text-fg">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="text-fg">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
