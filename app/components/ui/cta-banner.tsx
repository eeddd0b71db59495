import { Link } from "react-router";

export function CtaBanner({ title, text, button, href }: { title: string; text: string; button: string; href: string }) {
  return (
    <section className="container-page py-16" aria-labelledby="cta-title">
      <div className="relative overflow-hidden rounded-3xl border border-accent/40 bg-gradient-to-br from-accent/25 via-surface-2 to-surface p-8 sm:p-12">
        <h2 id="cta-title" className="max-w-2xl text-2xl font-extrabold sm:text-3xl">
          {title}
        </h2>
        <p className="mt-3 max-w-2xl text-lg leading-8 text-muted">{text}</p>
        <Link to={href} className="btn-primary mt-6 inline-flex">
          {button}
        </Link>
      </div>
    </section>
  );
}
