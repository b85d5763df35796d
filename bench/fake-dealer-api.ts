/**
 * A dealer API that fails on demand, for `npm run chaos`: an HTTP server in front of the real dealer API that either
 * passes every call through ("recovered") or fails every call in one way. The chaos script switches the way in process;
 * the site sees nothing but the dealer API's address.
 */
import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import type { Socket } from "node:net";

export const FAULTS = {
  refuse: "nothing listens: every connection is refused",
  hang: "accepts the connection and reads the request, never answers",
  slow: "answers correctly, but only after the site's time limit",
  "error-500": "answers 500 with the dealer API's error body",
  "busy-429": "answers 429 (too many requests) with the dealer API's error body and Retry-After",
  "refused-400": "answers 400 (bad request) with the dealer API's error body",
  html: "answers 200 with an HTML page (a proxy's or a login page)",
  garbage: "answers 200, Content-Type JSON, with bytes that are not JSON",
  "wrong-shape": "answers 200 with JSON of another shape",
} as const;
export type Fault = keyof typeof FAULTS;
export type Mode = Fault | "recovered";

/** The same bytes every run: not UTF-8, not JSON. */
const GARBAGE = Buffer.from(Array.from({ length: 600 }, (_, index) => (index * 167 + 13) % 256));

const HTML = `<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>`;

/** Valid JSON that matches no answer of the contract: lists where objects are expected and the other way round. */
const WRONG_SHAPE = JSON.stringify({ data: { data: "none", items: 3 }, meta: [], error: null });

const HOP_BY_HOP = ["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection"];

function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept = { ...headers };
  for (const name of HOP_BY_HOP) delete kept[name];
  return kept;
}

export class FakeDealerApi {
  private mode: Mode;
  private readonly server = createServer((incoming, answer) => this.answer(incoming, answer));
  private readonly sockets = new Set<Socket>();
  /** Requests read but not answered (and whose connection the site has not closed). */
  private readonly held = new Set<ServerResponse>();
  private listening = false;
  /** Calls received in the current mode. */
  calls = 0;

  constructor(
    readonly port: number,
    private readonly upstream: URL,
    /** How late "slow" answers: after the site's time limit. */
    private readonly slowMs: number,
    initial: Mode,
  ) {
    this.mode = initial;
    this.server.on("connection", (socket) => {
      this.sockets.add(socket);
      socket.once("close", () => this.sockets.delete(socket));
    });
  }

  get current(): Mode {
    return this.mode;
  }

  /** Switches mode; connections of the previous mode are cut, so nothing of it lingers into the next. */
  async setMode(mode: Mode): Promise<void> {
    this.mode = mode;
    this.calls = 0;
    for (const socket of this.sockets) socket.destroy();
    this.held.clear();
    if (mode === "refuse" && this.listening) {
      await new Promise<void>((resolve) => this.server.close(() => resolve()));
      this.listening = false;
    } else if (mode !== "refuse" && !this.listening) {
      await new Promise<void>((resolve, reject) => {
        this.server.once("error", reject);
        this.server.listen(this.port, "127.0.0.1", () => {
          this.server.off("error", reject);
          resolve();
        });
      });
      this.listening = true;
    }
  }

  /** How many calls are waiting for an answer that will not come (or not in time). */
  waiting(): number {
    return this.held.size;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    if (this.listening) await new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.listening = false;
  }

  private hold(answer: ServerResponse) {
    this.held.add(answer);
    answer.once("close", () => this.held.delete(answer));
  }

  private answer(incoming: IncomingMessage, answer: ServerResponse) {
    this.calls++;
    // No connection outlives its call: a kept-alive one would be cut by the next mode switch while the caller is
    // about to reuse it, and the caller would see a reset instead of the new mode's answer.
    answer.shouldKeepAlive = false;
    const mode = this.mode;
    // The whole request is read first, as a real server would, so the site's request body has been consumed.
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.once("end", () => this.respond(mode, incoming, Buffer.concat(chunks), answer));
  }

  private respond(mode: Mode, incoming: IncomingMessage, body: Buffer, answer: ServerResponse) {
    switch (mode) {
      case "refuse": // nothing listens in this mode: a call left over from the previous one
      case "hang":
        this.hold(answer);
        return;
      case "slow":
        this.hold(answer);
        this.passThrough(incoming, body, answer, this.slowMs);
        return;
      case "error-500":
        answer.writeHead(500, { "Content-Type": "application/json" });
        answer.end(JSON.stringify({ error: { status: 500, message: "Internal server error" } }));
        return;
      case "busy-429":
        answer.writeHead(429, { "Content-Type": "application/json", "Retry-After": "30" });
        answer.end(JSON.stringify({ error: { status: 429, message: "Too many requests" } }));
        return;
      case "refused-400":
        answer.writeHead(400, { "Content-Type": "application/json" });
        answer.end(JSON.stringify({ error: { status: 400, message: "Bad request" } }));
        return;
      case "html":
        answer.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        answer.end(HTML);
        return;
      case "garbage":
        answer.writeHead(200, { "Content-Type": "application/json" });
        answer.end(GARBAGE);
        return;
      case "wrong-shape":
        answer.writeHead(200, { "Content-Type": "application/json" });
        answer.end(WRONG_SHAPE);
        return;
      case "recovered":
        this.passThrough(incoming, body, answer, 0);
        return;
    }
  }

  /** Sends the call to the real dealer API and its answer back, `delayMs` late. */
  private passThrough(incoming: IncomingMessage, body: Buffer, answer: ServerResponse, delayMs: number) {
    const outgoing = request(
      new URL(incoming.url ?? "/", this.upstream),
      {
        method: incoming.method,
        headers: { ...withoutHopByHop(incoming.headers), host: this.upstream.host },
      },
      (upstream) => {
        const chunks: Buffer[] = [];
        upstream.on("data", (chunk: Buffer) => chunks.push(chunk));
        upstream.on("end", () => {
          const send = () => {
            if (answer.destroyed || answer.writableEnded) return;
            answer.writeHead(upstream.statusCode ?? 502, withoutHopByHop(upstream.headers));
            answer.end(Buffer.concat(chunks));
          };
          if (delayMs > 0) setTimeout(send, delayMs).unref();
          else send();
        });
      },
    );
    outgoing.on("error", () => {
      if (answer.destroyed || answer.headersSent) return;
      answer.writeHead(502, { "Content-Type": "text/plain" });
      answer.end("The real dealer API did not answer");
    });
    outgoing.end(body);
  }
}
