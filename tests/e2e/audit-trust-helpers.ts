import { spawn, type ChildProcess } from "node:child_process";
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createServer, type AddressInfo } from "node:net";
import { serverEnv } from "../../playwright.config";
import { expect } from "./fixtures";

/** How a scripted dealer API answers one call; the tests swap it between steps. */
export type Answer = (request: IncomingMessage, response: ServerResponse) => void;

/** A port nothing listens on just now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * A dealer API that answers as the test says (every call the same way), on a port of its own, and the built site
 * pointed at it with DEALER_API_URL. `env` adds or overrides the site's settings.
 */
export async function scriptedDealerApiAndSite(env: Record<string, string> = {}) {
  let answer: Answer = (_request, response) => response.writeHead(503).end();
  const calls: { url: string; headers: IncomingMessage["headers"] }[] = [];
  const api = createHttpServer((request, response) => {
    calls.push({ url: request.url ?? "", headers: request.headers });
    request.resume();
    request.once("end", () => answer(request, response));
  });
  const apiPort = await new Promise<number>((resolve) =>
    api.listen(0, "127.0.0.1", () => resolve((api.address() as AddressInfo).port)),
  );
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const site: ChildProcess = spawn(process.execPath, ["build/index.js"], {
    stdio: "ignore",
    env: {
      ...process.env,
      ...serverEnv,
      PORT: String(port),
      SITE_URL: origin,
      DEALER_API_URL: `http://127.0.0.1:${apiPort}`,
      DEALER_DB_FILE: `.data/e2e-scripted-${port}-unused.sqlite`,
      ...env,
    } as NodeJS.ProcessEnv,
  });
  // robots.txt stands without the dealer API: the site is up once it answers.
  await expect
    .poll(
      () =>
        fetch(`${origin}/robots.txt`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200);
  return {
    origin,
    apiOrigin: `http://127.0.0.1:${apiPort}`,
    calls,
    answerWith(next: Answer) {
      answer = next;
      calls.length = 0;
    },
    async close() {
      site.kill("SIGTERM");
      api.closeAllConnections();
      await new Promise((resolve) => api.close(resolve));
    },
  };
}

/** Every call answered with `status` and the dealer API's JSON error body. */
export const errorAnswer =
  (status: number, headers: Record<string, string> = {}): Answer =>
  (_request, response) =>
    response
      .writeHead(status, { "Content-Type": "application/json", ...headers })
      .end(JSON.stringify({ error: { status, message: `Refused with ${status}` } }));
