import { HexLogo } from "~/components/ui/hex-logo";

/** Shown until the sign-in service exists: says so plainly instead of offering a form that cannot work. */
export function AdminUnavailable({ title }: { title: string }) {
  return (
    <main className="grid min-h-dvh place-items-center p-6">
      <div className="w-full max-w-sm rounded-2xl border border-line bg-surface p-8 text-center">
        <HexLogo className="mx-auto size-12" />
        <h1 className="mt-4 text-xl font-bold">{title}</h1>
        <p className="mt-3 text-sm leading-6 text-muted">Signing in is not available on this installation yet.</p>
      </div>
    </main>
  );
}
