import { BadgeCheck, Cpu } from "lucide-react";

/** A card as the owner keeps it in the studio's Credibility list; `link` is "" when he gave none. */
export type CredibilityCard = { id: string; name: string; description: string; link: string };
export type CredibilityText = {
  title: string;
  subtitle: string;
  modalTitle: string;
  modalSubtitle: string;
  note: string;
  adsOn: { title: string; platforms: CredibilityCard[] };
  poweredBy: { title: string; tech: CredibilityCard[] };
};

function CardGroup({ title, cards, icon, headingLevel }: { title: string; cards: CredibilityCard[]; icon: "ads" | "tech"; headingLevel: 2 | 3 }) {
  // A group the owner emptied is left out.
  if (cards.length === 0) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const Icon = icon === "ads" ? BadgeCheck : Cpu;
  return (
    <section>
      <Heading className="flex items-center gap-2 text-lg font-bold">
        <Icon className="size-5 text-accent-text" aria-hidden />
        {title}
      </Heading>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {cards.map((card) => (
          <li key={card.id} className="card p-4">
            {/* The name keeps the page's direction (so it lines up with its description) and is isolated for bidi. */}
            <p className="font-bold">
              {card.link ? (
                <a href={card.link} rel="noopener noreferrer" className="underline decoration-line underline-offset-4 hover:text-accent-text">
                  <bdi>{card.name}</bdi>
                </a>
              ) : (
                <bdi>{card.name}</bdi>
              )}
            </p>
            <p className="mt-1 text-sm leading-6 text-muted">{card.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The two partner groups and the closing note, shared by the page and the dialog. */
export function CredibilityGroups({ text, headingLevel }: { text: CredibilityText; headingLevel: 2 | 3 }) {
  return (
    <div className="grid gap-10">
      <CardGroup title={text.adsOn.title} cards={text.adsOn.platforms} icon="ads" headingLevel={headingLevel} />
      <CardGroup title={text.poweredBy.title} cards={text.poweredBy.tech} icon="tech" headingLevel={headingLevel} />
      <p className="rounded-xl border border-line bg-fg/[0.03] p-4 text-sm leading-6 text-muted">{text.note}</p>
    </div>
  );
}
