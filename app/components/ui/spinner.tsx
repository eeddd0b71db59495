export function Spinner({ label, className = "" }: { label: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-10 text-muted ${className}`}>
      <span className="size-6 animate-spin rounded-full border-2 border-line border-t-accent" aria-hidden />
      <span className="sr-only">{label}</span>
    </div>
  );
}
