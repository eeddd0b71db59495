import type { ReactNode } from "react";

/** A domain, price or other left-to-right run inside a sentence of either direction. */
export function Ltr({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}

/** The sentence with each mention of `name` kept on one line when it fits (a hyphen must not split a domain), broken only when longer than the line. */
export function keepWhole(text: string, name: string): ReactNode[] {
  return text.split(name).flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          <Ltr key={index} className="inline-block max-w-full break-all">
            {name}
          </Ltr>,
          part,
        ],
  );
}
