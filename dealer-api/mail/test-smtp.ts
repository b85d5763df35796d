import { createServer, type AddressInfo, type Server } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on a free local port, for the delivery tests: it takes the user and password of its `url`, and
 * keeps each e-mail it accepts, parsed by mailparser. `rejectWith` makes it refuse every e-mail with that code.
 */
export interface TestSmtp {
  /** `smtp://user:password@127.0.0.1:port`, as SMTP_URL. */
  url: string;
  received: ParsedMail[];
  /** E-mails it was given and refused. */
  refused: number;
  close(): Promise<void>;
}

export const SMTP_USER = "dealer";
export const SMTP_PASSWORD = "p@ss word";

const listening = (server: Server) =>
  new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
  });

export async function startTestSmtp({ rejectWith }: { rejectWith?: number } = {}): Promise<TestSmtp> {
  const smtp: TestSmtp = {
    url: "",
    received: [],
    refused: 0,
    close: async () => undefined,
  };
  const server = new SMTPServer({
    // Plain SMTP on the loopback address: no TLS to set up, so the password may go without it here.
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD)
        callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (rejectWith) {
          smtp.refused++;
          callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: rejectWith }));
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (parsed) => {
            smtp.received.push(parsed);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  const port = await listening(server.server);
  smtp.url = `smtp://${SMTP_USER}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${port}`;
  smtp.close = () => new Promise((resolve) => server.close(() => resolve()));
  return smtp;
}

/** A server that takes each connection and closes it at once, saying nothing: an SMTP server gone wrong. */
export async function startClosingServer(): Promise<{
  url: string;
  connections: number;
  close(): Promise<void>;
}> {
  const closing = {
    url: "",
    connections: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = createServer((socket) => {
    closing.connections++;
    socket.destroy();
  });
  closing.url = `smtp://127.0.0.1:${await listening(server)}`;
  return closing;
}
