/** Text with the search's matches marked (core/search/arabic-fold.ts highlight). */
export type Marks = { text: string; match: boolean }[];

export function Marked({ marks }: { marks: Marks }) {
  return (
    <>
      {marks.map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded bg-accent-soft px-0.5 text-fg">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
