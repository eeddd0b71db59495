import { useNavigation } from "react-router";

/** The loading fallback while a lazily loaded page (code and data) arrives. */
export function NavigationProgress({ label }: { label: string }) {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-accent-soft"
      role="progressbar"
      aria-label={label}
      data-testid="navigation-progress"
    >
      <div className="nav-progress h-full w-1/3 bg-accent" />
    </div>
  );
}
