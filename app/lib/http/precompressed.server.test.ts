import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedAssets } from "./precompressed.server";

const BROTLI_COPY = "brotli copy ".repeat(200);
let directory: string;
let server: Server;
let port: number;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), "precompressed-"));
  mkdirSync(join(directory, "_shared"));
  writeFileSync(join(directory, "_shared", "chunk-A.js"), "plain script");
  // Large enough for compression() to compress it again, which it must not: it is encoded already.
  writeFileSync(join(directory, "_shared", "chunk-A.js.br"), BROTLI_COPY);
  writeFileSync(join(directory, "root.css"), "plain styles");
  writeFileSync(join(directory, "root.css.br"), "brotli styles");
  writeFileSync(join(directory, "entry.js"), "no copy of this one");
  // As app/server.ts has them: compression of everything, then the copies, then the files.
  const app = express();
  app.use(compression());
  app.use("/build", precompressedAssets(directory));
  app.use("/build", express.static(directory));
  server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.close();
  rmSync(directory, { recursive: true, force: true });
});

/** The answer exactly as sent: headers and bytes, nothing decoded. */
function get(path: string, acceptEncoding: string, method = "GET") {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const outgoing = request(
        { port, path, method, headers: { "Accept-Encoding": acceptEncoding } },
        (response) => {
          let body = "";
          response.setEncoding("latin1");
          response.on("data", (chunk: string) => (body += chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
        },
      );
      outgoing.on("error", reject);
      outgoing.end();
    },
  );
}

describe("the build's brotli copies", () => {
  it("are sent to a browser that accepts brotli, with the original's type", async () => {
    const answer = await get("/build/_shared/chunk-A.js", "gzip, deflate, br, zstd");
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(BROTLI_COPY);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(answer.headers["vary"]).toBe("Accept-Encoding");
    const styles = await get("/build/root.css", "br");
    expect(styles.body).toBe("brotli styles");
    expect(styles.headers["content-type"]).toBe("text/css; charset=UTF-8");
    expect((await get("/build/root.css", "br", "HEAD")).headers["content-encoding"]).toBe("br");
  });

  it("are not sent to a browser that does not accept brotli", async () => {
    for (const acceptEncoding of ["gzip, deflate", "br;q=0, gzip", ""]) {
      const answer = await get("/build/_shared/chunk-A.js", acceptEncoding);
      expect(answer.body, acceptEncoding).toBe("plain script");
      expect(answer.headers["content-encoding"], acceptEncoding).toBeUndefined();
    }
  });

  it("leave a file without a copy, and any other path, as they were", async () => {
    expect((await get("/build/entry.js", "br")).body).toBe("no copy of this one");
    // Asked for by its own name, the copy is just a file.
    const copy = await get("/build/_shared/chunk-A.js.br", "identity");
    expect(copy.body).toBe(BROTLI_COPY);
    expect(copy.headers["content-encoding"]).toBeUndefined();
    expect((await get("/build/../_shared/chunk-A.js", "br")).headers["content-encoding"]).toBeUndefined();
    expect((await get("/build/_shared/missing.js", "br")).status).toBe(404);
  });
});
