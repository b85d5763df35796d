import { createServer, type Server } from "node:http";
import { FakeDealerApi } from "../../bench/fake-dealer-api";
import { freePort } from "../../bench/processes";

// The failing dealer API of `npm run chaos`: each mode must fail the way it says, or the chaos run proves nothing.

let upstream: Server;
let fake: FakeDealerApi;
let origin: string;
const SLOW_MS = 300;

beforeAll(async () => {
  upstream = createServer((request, answer) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      answer.writeHead(201, { "Content-Type": "application/json", ETag: '"v1"' });
      answer.end(JSON.stringify({ data: { path: request.url, body: Buffer.concat(chunks).toString() } }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const { port } = upstream.address() as { port: number };
  const fakePort = await freePort();
  fake = new FakeDealerApi(fakePort, new URL(`http://127.0.0.1:${port}`), SLOW_MS, "recovered");
  origin = `http://127.0.0.1:${fakePort}`;
});

afterAll(async () => {
  await fake.close();
  await new Promise((resolve) => upstream.close(resolve));
});

const call = (path = "/api/departments", init?: RequestInit) => fetch(`${origin}${path}`, init);

test("recovered passes the call through: method, path, body, status and headers", async () => {
  await fake.setMode("recovered");
  const answer = await call("/api/form/submit?x=1", { method: "POST", body: '{"a":1}' });
  expect(answer.status).toBe(201);
  expect(answer.headers.get("etag")).toBe('"v1"');
  expect(await answer.json()).toEqual({ data: { path: "/api/form/submit?x=1", body: '{"a":1}' } });
});

test("refuse: nothing listens", async () => {
  await fake.setMode("refuse");
  const error = await call().catch((failure: Error) => failure.cause);
  expect(error).toMatchObject({ code: "ECONNREFUSED" });
  await fake.setMode("recovered");
  expect((await call()).status).toBe(201);
});

test("hang: the call is read and held until the caller gives up", async () => {
  await fake.setMode("hang");
  const controller = new AbortController();
  let settled = false;
  const pending = call("/api/departments", { method: "POST", signal: controller.signal }).finally(
    () => (settled = true),
  );
  await vi.waitFor(() => expect(fake.waiting()).toBe(1));
  expect(settled).toBe(false);
  controller.abort();
  await expect(pending).rejects.toThrow();
  await vi.waitFor(() => expect(fake.waiting()).toBe(0));
});

test("slow: the right answer, late", async () => {
  await fake.setMode("slow");
  const started = performance.now();
  const answer = await call();
  expect(performance.now() - started).toBeGreaterThanOrEqual(SLOW_MS);
  expect(answer.status).toBe(201);
  await answer.json();
});

test("error-500, html, garbage and wrong-shape answer what they say", async () => {
  await fake.setMode("error-500");
  const failed = await call();
  expect(failed.status).toBe(500);
  expect(await failed.json()).toEqual({ error: { status: 500, message: "Internal server error" } });

  await fake.setMode("html");
  const html = await call();
  expect([html.status, html.headers.get("content-type")]).toEqual([200, "text/html; charset=utf-8"]);
  expect(await html.text()).toMatch(/^<!DOCTYPE html>/);

  await fake.setMode("garbage");
  const garbage = await call();
  expect([garbage.status, garbage.headers.get("content-type")]).toEqual([200, "application/json"]);
  await expect(garbage.json()).rejects.toThrow();

  await fake.setMode("wrong-shape");
  const wrong = await call();
  expect(wrong.status).toBe(200);
  expect(await wrong.json()).not.toHaveProperty("data.path");
});
