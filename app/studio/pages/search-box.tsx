import { Search, X } from "lucide-react";
import type { useStudioT } from "../kit/use-studio-t";

type T = ReturnType<typeof useStudioT>["t"];

/** The search over every text, above the groups. */
export function SearchBox({ query, onChange, t }: { query: string; onChange: (query: string) => void; t: T }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor="pages-search" className="text-sm font-semibold">
        {t("studio.pages.search.label")}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden />
        <input
          id="pages-search"
          type="search"
          enterKeyHint="search"
          value={query}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t("studio.pages.search.placeholder")}
          autoComplete="off"
          dir="auto"
          className="w-full rounded-lg border border-line bg-bg/60 py-2.5 ps-9 pe-10 text-base text-fg focus:border-accent [&::-webkit-search-cancel-button]:appearance-none"
          data-testid="pages-search"
        />
        {query && (
          <button
            type="button"
            onClick={() => onChange("")}
            aria-label={t("studio.pages.search.clear")}
            className="absolute end-1.5 top-1/2 grid size-8 -translate-y-1/2 place-items-center rounded-md text-muted hover:bg-fg/10 hover:text-fg"
          >
            <X className="size-4" aria-hidden />
          </button>
        )}
      </div>
    </div>
  );
}

/** How many texts a search found, and whether the list shows them all. */
export function SearchSummary({ total, shown, query, t }: { total: number; shown: number; query: string; t: T }) {
  return (
    <div role="status" className="grid gap-1 text-sm" data-testid="search-summary" data-total={total}>
      <p>{total === 0 ? t("studio.pages.search.none", { query }) : t("studio.pages.search.count", { count: total, query })}</p>
      {total > shown && <p className="text-warning">{t("studio.pages.search.capped", { count: shown })}</p>}
    </div>
  );
}
