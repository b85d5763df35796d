import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { RequestHandler } from "express";

const TYPES: Record<string, string> = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
};

/**
 * Sends the brotli copy `npm run build` made of a script or stylesheet (scripts/compress-assets.mjs) to a browser that
 * accepts brotli: the file served from `directory` (mounted at its public path) becomes `….br`, with the original's
 * type. Copies are looked up in a list made when the server starts, so no path from a request ever reaches the disk
 * here; without a copy (a development build) the file is sent as before, compressed on the fly.
 */
export function precompressedAssets(directory: string): RequestHandler {
  let copies: Set<string>;
  try {
    copies = new Set(
      readdirSync(directory, { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".br"))
        .map(
          (file) =>
            `/${relative(directory, join(directory, file.slice(0, -".br".length)))
              .split(sep)
              .join("/")}`,
        ),
    );
  } catch {
    copies = new Set();
  }
  return (req, res, next) => {
    const type = TYPES[req.path.slice(req.path.lastIndexOf("."))];
    if (
      (req.method === "GET" || req.method === "HEAD") &&
      type &&
      copies.has(req.path) &&
      req.acceptsEncodings("br") === "br"
    ) {
      res.set({ "Content-Encoding": "br", "Content-Type": type, Vary: "Accept-Encoding" });
      req.url = `${req.path}.br`;
    }
    next();
  };
}
