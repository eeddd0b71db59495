export const moods = ["idle", "happy", "sleepy", "thinking", "surprised"] as const;
export type Mood = (typeof moods)[number];

const eyes: Record<Mood, React.ReactNode> = {
  idle: (
    <>
      <circle cx="38" cy="46" r="5" fill="currentColor" />
      <circle cx="62" cy="46" r="5" fill="currentColor" />
    </>
  ),
  happy: <path d="M32 48 Q38 40 44 48 M56 48 Q62 40 68 48" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />,
  sleepy: <path d="M32 47 H44 M56 47 H68" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />,
  thinking: (
    <>
      <circle cx="40" cy="43" r="5" fill="currentColor" />
      <circle cx="64" cy="43" r="5" fill="currentColor" />
    </>
  ),
  surprised: (
    <>
      <circle cx="38" cy="46" r="7" fill="none" stroke="currentColor" strokeWidth="3.5" />
      <circle cx="62" cy="46" r="7" fill="none" stroke="currentColor" strokeWidth="3.5" />
    </>
  ),
};

const mouths: Record<Mood, React.ReactNode> = {
  idle: <path d="M40 62 Q50 68 60 62" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />,
  happy: <path d="M36 58 Q50 74 64 58 Z" fill="currentColor" />,
  sleepy: <path d="M44 64 H56" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />,
  thinking: <path d="M42 64 H58" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" transform="rotate(-8 50 64)" />,
  surprised: <circle cx="50" cy="64" r="5" fill="none" stroke="currentColor" strokeWidth="3.5" />,
};

/** The assistant's face: a hexagon in the accent colour whose expression follows its mood. */
export function Mascot({ mood, className, label }: { mood: Mood; className?: string; label?: string }) {
  return (
    <svg
      viewBox="0 0 100 100"
      className={className}
      data-mood={mood}
      data-testid="mascot"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <path
        d="M50 5 L89 27.5 L89 72.5 L50 95 L11 72.5 L11 27.5 Z"
        fill="var(--accent-solid)"
        stroke="var(--on-accent)"
        strokeOpacity="0.25"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <g className="text-on-accent">
        {eyes[mood]}
        {mouths[mood]}
      </g>
      {mood === "sleepy" && (
        <text x="72" y="26" fontSize="16" fontWeight="700" fill="var(--on-accent)">
          z
        </text>
      )}
      {mood === "thinking" && <circle cx="78" cy="20" r="4" fill="var(--on-accent)" opacity="0.8" />}
    </svg>
  );
}
