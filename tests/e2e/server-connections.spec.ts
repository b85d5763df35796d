import http from "node:http";
import { test, expect, runOnceForHttp } from "./fixtures";

/** GETs `path` through `agent`, answering the status and the local port of the connection it went over. */
function get(agent: http.Agent, origin: string, path: string) {
  return new Promise<{ status: number; localPort: number }>((resolve, reject) => {
    const request = http.get(new URL(path, origin), { agent }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, localPort: request.socket?.localPort ?? 0 }),
      );
    });
    request.on("error", reject);
  });
}

test("a keep-alive connection left idle for longer than Node's default 5 s still answers", async ({
  baseURL,
}, testInfo) => {
  runOnceForHttp(testInfo);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await get(agent, baseURL!, "/robots.txt");
    expect(first.status).toBe(200);
    // The idle time itself is what is tested: a site that closed idle connections at 5 s would have closed this one.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const second = await get(agent, baseURL!, "/robots.txt");
    expect(second.status).toBe(200);
    expect(second.localPort, "the same connection, reused").toBe(first.localPort);
  } finally {
    agent.destroy();
  }
});
