import { ChevronDown } from "lucide-react";

export type AccordionItem = { id: string | number; question: string; answer: string };

/**
 * Native <details>/<summary>: opens with Enter or Space, works without
 * JavaScript, and is announced as expandable by screen readers.
 */
export function Accordion({ items, headingLevel = 3 }: { items: AccordionItem[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="grid gap-3" data-testid="accordion">
      {items.map((item) => (
        <details key={item.id} className="card group overflow-hidden open:border-accent/50">
          <summary className="flex cursor-pointer list-none items-center gap-4 p-5 marker:hidden [&::-webkit-details-marker]:hidden">
            <Heading className="min-w-0 flex-1 text-base font-bold break-words sm:text-lg">{item.question}</Heading>
            <ChevronDown className="size-5 shrink-0 text-accent-text transition-transform group-open:rotate-180" aria-hidden />
          </summary>
          {/* A long address the owner wrote wraps inside the card instead of running past its edge. */}
          <p className="px-5 pb-5 leading-7 text-muted [overflow-wrap:anywhere]">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
