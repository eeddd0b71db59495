import { Quote } from "lucide-react";
import type { Testimonial } from "#core/content/content-types";
import { SectorIcon } from "~/components/icons/sector-icon";

export function Testimonials({ items, sectorLabel }: { items: Testimonial[]; sectorLabel: (sector: string) => string }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id}>
          <figure className="card flex h-full flex-col p-6">
            <Quote className="size-7 text-accent-text ltr:-scale-x-100" aria-hidden />
            <blockquote className="mt-3 flex-1 leading-7">{item.quote}</blockquote>
            <figcaption className="mt-5 flex items-center gap-3 border-t border-line pt-4 text-sm">
              <SectorIcon id={item.sector} className="size-5 shrink-0 text-accent-text" />
              <span>
                <span className="block font-bold">{item.author}</span>
                <span className="block text-muted">{sectorLabel(item.sector)}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
