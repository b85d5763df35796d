/** Regenerates the pictures in public/ (run with `npx tsx dealer-api/media/write-public-images.ts`). */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { publicImages } from "./public-images";

const publicDir = fileURLToPath(new URL("../../public/", import.meta.url));
for (const [path, content] of publicImages()) {
  const target = `${publicDir}${path}`;
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}
console.info(`[media] wrote ${publicImages().size} files under public/`);
