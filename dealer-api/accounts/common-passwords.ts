import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The list of common passwords that ships with the project (common-passwords.txt: lower case, one a line; from
 * @zxcvbn-ts/language-common, MIT, see common-passwords.LICENSE.txt), read once. Beside this module when it runs from
 * source; from the project folder when it runs bundled into the site's build/index.js.
 */
let loaded: ReadonlySet<string> | undefined;

function listFile(): string {
  const beside = new URL("./common-passwords.txt", import.meta.url);
  const candidates = [
    // Under a browser-like test environment (jsdom) a module's URL is not a file's.
    ...(beside.protocol === "file:" ? [fileURLToPath(beside)] : []),
    resolve(process.cwd(), "dealer-api/accounts/common-passwords.txt"),
  ];
  const found = candidates.find((path) => existsSync(path));
  // No list would let every common password through: refuse to start instead.
  if (!found) throw new Error(`The common-password list is missing (looked in ${candidates.join(", ")})`);
  return found;
}

export function commonPasswords(): ReadonlySet<string> {
  loaded ??= new Set(
    readFileSync(listFile(), "utf8")
      .split("\n")
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return loaded;
}
