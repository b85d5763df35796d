import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Password hashing with scrypt from Node's own crypto: memory-hard, so guessing in bulk on GPUs costs memory as well
 * as time. N=16384 (2^14), r=8, p=1 takes 16 MiB and about 50 ms per hash here; a 16-byte random salt per password; a
 * 64-byte key. The stored string names its parameters (`scrypt$N=16384,r=8,p=1$salt$key`, base64url), so they can be
 * raised later and older hashes still verify. The password is NFKC-normalised first, so the same password typed on
 * another keyboard (composed or decomposed accents) is the same password.
 * docs/decisions/170-accounts-and-click-collect.md.
 */
export const SCRYPT_PARAMS = { N: 16384, r: 8, p: 1, keyLength: 64, saltBytes: 16 } as const;

const STORED = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  const maxmem = 256 * (options.N ?? 0) * (options.r ?? 0) * (options.p ?? 1);
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength, saltBytes } = SCRYPT_PARAMS;
  const salt = randomBytes(saltBytes);
  const key = await derive(password, salt, keyLength, { N, r, p });
  return `scrypt$N=${N},r=${r},p=${p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

/** Whether the password is the one hashed, compared in constant time. A string that is no hash matches nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = STORED.exec(stored);
  if (!match) return false;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Bounds keep a damaged row from asking for gigabytes.
  if (N < 2 || N > 2 ** 20 || r < 1 || r > 32 || p < 1 || p > 16) return false;
  const expected = Buffer.from(match[5], "base64url");
  if (expected.length < 16) return false;
  const key = await derive(password, Buffer.from(match[4], "base64url"), expected.length, { N, r, p });
  return timingSafeEqual(key, expected);
}

let dummy: Promise<string> | undefined;
/**
 * A hash of a random password nobody knows: a login for an address without an account is checked against it, so it
 * takes as long as a login with a wrong password (the time does not tell which addresses have accounts).
 */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(32).toString("base64url"));
  return dummy;
}
