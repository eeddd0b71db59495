import { useLang, useT } from "~/i18n/use-lang";
import { formatDate } from "~/utils/format";
import { PageHeader } from "~/components/page/page-header";
import { usePublicShell } from "~/i18n/use-slugs";

type Block = { type: "h2"; text: string } | { type: "p"; text: string } | { type: "ul"; items: string[] };
type RawBlock = { type: string; text?: string | undefined; items?: string[] | undefined };

/** JSON cannot say `type` is one of three words: read each block as what it claims to be. */
function toBlock({ type, text, items }: RawBlock): Block[] {
  if ((type === "h2" || type === "p") && text !== undefined) return [{ type, text }];
  if (type === "ul" && items) return [{ type, items }];
  return [];
}

export function LegalPage({ which }: { which: "privacy" | "terms" }) {
  const lang = useLang();
  const { t } = useT("legal");
  // The period the retention job applies (the studio's setting), counted in the page's language.
  const retention = t("retention.months", { count: usePublicShell().settings.enquiryRetentionMonths });
  const raw = t(which, { returnObjects: true, retention });
  const page = { title: raw.title, lastUpdated: raw.lastUpdated, content: raw.content.flatMap((block: RawBlock) => toBlock(block)) };
  const headings = page.content.flatMap((block, index) => (block.type === "h2" ? [{ id: `section-${index}`, text: block.text }] : []));
  return (
    <>
      <PageHeader title={page.title}>
        <p className="mt-4 text-sm text-muted">{t("labels.lastUpdated", { date: formatDate(page.lastUpdated, lang) })}</p>
      </PageHeader>
      <div className="container-page grid gap-10 py-14 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="toc-title" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="toc-title" className="text-sm font-bold text-muted">
            {t("labels.contents")}
          </h2>
          <ol className="mt-3 grid gap-2 text-sm">
            {headings.map((heading) => (
              <li key={heading.id}>
                <a href={`#${heading.id}`} className="text-muted hover:text-fg">
                  {heading.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl">
          {page.content.map((block, index) => {
            if (block.type === "h2")
              return (
                <h2 key={index} id={`section-${index}`} className="mb-3 mt-10 text-xl font-bold first:mt-0">
                  {block.text}
                </h2>
              );
            if (block.type === "ul")
              return (
                <ul key={index} className="mb-4 grid list-disc gap-2 ps-6 leading-7 text-muted marker:text-accent-text">
                  {block.items.map((entry) => (
                    <li key={entry}>{entry}</li>
                  ))}
                </ul>
              );
            return (
              <p key={index} className="mb-4 leading-8 text-muted">
                {block.text}
              </p>
            );
          })}
        </article>
      </div>
    </>
  );
}
