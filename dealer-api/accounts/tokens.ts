import { createHash, randomBytes } from "node:crypto";

/**
 * Access, confirmation and reset tokens: 32 random bytes (256 bits), base64url (43 characters). Only the SHA-256 of a
 * token is stored, so someone who reads the database cannot use the tokens in it; a token that random needs no salt or
 * slow hash (there is nothing to guess).
 */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * 60_000);
}
