export type LinkMailType = "recovery" | "magiclink" | "signup";

/** Plain English mails that carry a one-time link (the admin area has no language handling). */
export function linkMail(type: LinkMailType, input: { email: string; link: string; siteUrl: string; expiryMinutes: number }) {
  const site = new URL(input.siteUrl).host;
  const validity = `The link works once and expires in ${input.expiryMinutes} minutes.`;
  const ignore = "If you did not ask for this, ignore this mail: nothing changes until the link is opened.";
  switch (type) {
    case "recovery":
      return {
        subject: "Reset your password",
        text: [
          `Someone (hopefully you) asked to reset the password of the admin account ${input.email} on ${site}.`,
          "",
          "Open this link to choose a new password:",
          input.link,
          "",
          validity,
          ignore,
        ].join("\n"),
      };
    case "magiclink":
      return {
        subject: "Your sign-in link",
        text: [`Open this link to sign in to the admin area of ${site} as ${input.email}:`, input.link, "", validity, ignore].join("\n"),
      };
    case "signup":
      return {
        subject: "Confirm your admin account",
        text: [
          `An admin account was requested for ${input.email} on ${site}.`,
          "",
          "Open this link to confirm the address and sign in:",
          input.link,
          "",
          validity,
          ignore,
        ].join("\n"),
      };
  }
}
