import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import type { EntryContext, HandleDataRequestFunction, HandleDocumentRequestFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import type { ReactElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "~/lib/nonce";
import { applySecurityHeaders } from "~/lib/security-headers.server";
import { getEnv } from "~/lib/env.server";
import { reportError } from "~/lib/ops/error-report.server";
import { keptDataAnswer, keptPageAnswer } from "~/lib/http/conditional.server";

/** A render still waiting after this long is given up: what has not arrived is left to the browser. */
const RENDER_TIMEOUT_MS = 5_000;

/**
 * The whole document once everything in it is ready, lazily loaded components included (the car page's form dialog,
 * docs/decisions/325): a shopper without JavaScript gets the complete page, never a fallback that only a script would
 * replace. Nothing is streamed in parts, so the page has one body with its length and an ETag.
 */
function renderDocument(page: ReactElement, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let shellFailed = false;
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      onAllReady() {
        clearTimeout(timeout);
        const body = new PassThrough();
        body.setEncoding("utf8");
        let html = "";
        body.on("data", (chunk: string) => (html += chunk));
        body.on("end", () => resolve(html));
        body.on("error", reject);
        pipe(body);
      },
      onShellError(error) {
        clearTimeout(timeout);
        shellFailed = true;
        reject(error);
      },
      // An error inside a Suspense boundary: React draws the boundary's fallback and the browser renders it again.
      onError(error) {
        if (!shellFailed) reportError(error);
      },
    });
    // React starts rendering on the next turn of the event loop, so no callback above runs before this line.
    const timeout = setTimeout(abort, RENDER_TIMEOUT_MS);
  });
}

const handleRequest: HandleDocumentRequestFunction = async (
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) => {
  const env = getEnv();
  const nonce = randomBytes(16).toString("base64");
  applySecurityHeaders(responseHeaders, nonce, {
    development: env.NODE_ENV === "development",
    tagManager: Boolean(env.GTM_ID),
    https: env.SITE_URL.startsWith("https:"),
  });
  const html = await renderDocument(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} />
    </NonceProvider>,
    nonce,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // With its caching headers, and a 304 when the browser's copy is still this page (app/lib/http/cache-policy.ts).
  return keptPageAnswer(request, {
    status: responseStatusCode,
    headers: responseHeaders,
    html: `<!DOCTYPE html>${html}`,
    nonce,
  });
};

/** A client-side navigation's data, with its caching headers (app/lib/http/cache-policy.ts). */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) =>
  keptDataAnswer(request, response);

export default handleRequest;

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  reportError(error);
}
