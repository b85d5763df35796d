import { Writable } from "node:stream";
import { randomBytes } from "node:crypto";
import type { EntryContext, HandleDocumentRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "~/lib/nonce";
import { applySecurityHeaders } from "~/lib/security-headers.server";
import { getEnv } from "~/lib/env.server";

const ABORT_DELAY = 5_000;

const handleRequest: HandleDocumentRequestFunction = (
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) => {
  const env = getEnv();
  const nonce = randomBytes(16).toString("base64");
  applySecurityHeaders(responseHeaders, nonce, {
    development: env.NODE_ENV === "development",
    https: env.SITE_URL.startsWith("https:"),
  });
  // Nothing on the site streams (no deferred data), so the document is rendered whole and sent as one body with its
  // length: one write instead of React's ~2 KB chunks passing through three stream layers.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const body = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(
          new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }),
        );
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError() {
          responseStatusCode = 500;
        },
      },
    );
    const timer = setTimeout(abort, ABORT_DELAY);
  });
};

export default handleRequest;

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error("[site]", error);
}
