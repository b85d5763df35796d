/**
 * The last step of `npm run build`: a brotli copy (quality 11, the smallest) of every script and stylesheet of the
 * browser build (public/build), written beside it as `….br`. The server sends it to a browser that accepts brotli
 * (app/server.ts). The files never change once built (their names carry a hash), so they are compressed once, here, at
 * the best quality, rather than on every request at the quality fast enough for that (compression's 4): about an eighth
 * less to download (issue 19; docs/benchmarks.md, "JavaScript per page").
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";

const DIRECTORY = "public/build";
const compress = promisify(brotliCompress);

const entries = await readdir(DIRECTORY, { recursive: true, withFileTypes: true });
const files = entries
  .filter((entry) => entry.isFile() && /\.(js|css)$/.test(entry.name))
  .map((entry) => join(entry.parentPath ?? entry.path, entry.name));

// zlib's thread pool compresses several at once.
await Promise.all(
  files.map(async (file) => {
    const content = await readFile(file);
    const compressed = await compress(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    await writeFile(`${file}.br`, compressed);
  }),
);
console.log(`Compressed ${files.length} scripts and stylesheets of ${DIRECTORY} (brotli, quality 11).`);
