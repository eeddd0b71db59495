import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  from: string;
  to: string[];
  headers: Record<string, string>;
  subject: string;
  replyTo: string;
  text: string;
  /** The HTML alternative of a multipart mail, if it has one. */
  html?: string;
};

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=), as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g, (_m, _charset: string, encoding: string, data: string) =>
    encoding.toUpperCase() === "B"
      ? Buffer.from(data, "base64").toString("utf8")
      : Buffer.from(
          data.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  );
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/** A part's headers (lower-cased names, encoded words decoded) and its body as sent. */
function splitPart(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.indexOf("\r\n\r\n");
  const headerText = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers: Record<string, string> = {};
  for (const line of headerText.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(split + 4) };
}
const bodyOf = (part: { headers: Record<string, string>; body: string }) =>
  decodeBody(part.body, (part.headers["content-transfer-encoding"] ?? "7bit").toLowerCase())
    .replace(/\r\n/g, "\n")
    .trimEnd();

/** Parses the mail the site sends: plain text, or text with an HTML alternative (multipart/alternative). */
export function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const { headers, body } = splitPart(raw);
  const mail = { from, to, headers, subject: headers.subject ?? "", replyTo: headers["reply-to"] ?? "" };
  const boundary = /^multipart\/[^;]+;.*boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
  if (!boundary) return { ...mail, text: bodyOf({ headers, body }) };
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => splitPart(part.replace(/^\r\n/, "")));
  const ofType = (type: string) => parts.find((part) => (part.headers["content-type"] ?? "").startsWith(type));
  const text = ofType("text/plain");
  const html = ofType("text/html");
  return { ...mail, text: text ? bodyOf(text) : "", ...(html ? { html: bodyOf(html) } : {}) };
}

export type TestSmtp = {
  port: number;
  mails: ReceivedMail[];
  /** Waits until at least n mails have arrived. */
  waitFor: (n: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  /**
   * Holds the answer to each message this long after it arrived (the mail is kept, the sender
   * waits for its 250): a sender killed meanwhile leaves a mail that did arrive.
   */
  answerDelay: (ms: number) => void;
  /** While on, every connection is turned away at its greeting with this text (a mail server that is down). */
  refuse: (text: string | null) => void;
  stop: () => Promise<void>;
};

/** An SMTP server on loopback that keeps what it receives. Pass a port to come back on the same one. */
export async function startSmtp(port = 0, mails: ReceivedMail[] = []): Promise<TestSmtp> {
  let delayMs = 0;
  let refusal: string | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onConnect(_session, callback) {
      if (refusal === null) return callback();
      const error = Object.assign(new Error(refusal), { responseCode: 421 });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        mails.push(
          parseMail(
            Buffer.concat(chunks).toString("latin1"),
            from,
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        if (delayMs > 0) setTimeout(() => callback(), delayMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  // A sender that dies mid-connection (an instance killed in the scale-out test) resets its socket:
  // that is the sender's failure to report, not an error of this server.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET") throw error;
  });
  const address = server.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    port: actualPort,
    mails,
    async waitFor(n, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < n) {
        if (Date.now() > deadline) throw new Error(`expected ${n} mails, got ${mails.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return mails;
    },
    answerDelay: (ms) => void (delayMs = ms),
    refuse: (text) => void (refusal = text),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
