import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { httpTransport } from "./transport.server";

let server: Server;
let base: string;
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ url: request.url ?? "", headers: request.headers });
    if (request.url === "/elsewhere") return response.writeHead(200).end("followed");
    if (request.url === "/moved") return response.writeHead(302, { Location: `${base}/elsewhere` }).end();
    response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  seen.length = 0;
});

const call = (path: string) => new Request(`http://dealer-api.internal${path}`);

describe("the HTTP transport", () => {
  it("sends the dealer API's shared secret as a bearer token when one is set (ADR 261)", async () => {
    const token = "a-shared-secret-of-at-least-32-chars!";
    await httpTransport(base, token)(call("/api/group"), new AbortController().signal);
    expect(seen[0]?.headers.authorization).toBe(`Bearer ${token}`);
    await httpTransport(base)(call("/api/group"), new AbortController().signal);
    expect(seen[1]?.headers.authorization).toBeUndefined();
  });

  it("follows no redirect: the call fails, and the other address is never asked (ADR 260)", async () => {
    await expect(httpTransport(base)(call("/moved"), new AbortController().signal)).rejects.toThrow();
    expect(seen.map((each) => each.url)).toEqual(["/moved"]);
  });
});
