import { Fragment, type HTMLAttributes } from "react";

/** Where an address may wrap: after these characters, or after a run of them ("https://" stays whole). */
const breakAfter = /(?<=[/.\-?&=_#])(?![/.\-?&=_#])/;

/** An address cut into the pieces it may wrap between. */
export function addressParts(address: string): string[] {
  return address.split(breakAfter).filter(Boolean);
}

/**
 * A web address in running text, left to right whatever the page's
 * direction. On a narrow screen it wraps after a "/", ".", "-" (and the
 * query's "?", "&", "=") rather than in the middle of a word; only a piece
 * still wider than the line is broken anywhere (overflow-wrap: anywhere).
 * The <wbr>s add no text, so copying or reading it gives the address as is.
 */
export function WebAddress({ address, className = "", ...props }: { address: string } & Omit<HTMLAttributes<HTMLElement>, "children" | "dir">) {
  return (
    <bdi dir="ltr" className={`wrap-anywhere ${className}`} {...props}>
      {addressParts(address).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </bdi>
  );
}
