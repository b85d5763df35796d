import { describe, expect, it } from "vitest";
import { SCRYPT_PARAMS, dummyHash, hashPassword, verifyPassword } from "./password-hash";

describe("password hashing (scrypt)", () => {
  it("stores no plaintext, names its parameters and salts every hash differently", async () => {
    const password = "correct horse battery staple";
    const [first, second] = await Promise.all([hashPassword(password), hashPassword(password)]);
    expect(first).toMatch(/^scrypt\$N=16384,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(first).not.toContain(password);
    expect(first).not.toContain(Buffer.from(password).toString("base64url"));
    expect(first).not.toBe(second);
    expect(first.split("$")[2]).not.toBe(second.split("$")[2]);
    expect(SCRYPT_PARAMS).toMatchObject({ N: 16384, r: 8, p: 1, saltBytes: 16 });
  });

  it("verifies the password and nothing else", async () => {
    const stored = await hashPassword("correct horse battery staple");
    expect(await verifyPassword("correct horse battery staple", stored)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", stored)).toBe(false);
    expect(await verifyPassword("Correct horse battery staple", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("treats the same accented password typed two ways as one (NFKC)", async () => {
    const stored = await hashPassword("caf\u00e9 au lait avec sucre");
    expect(await verifyPassword("cafe\u0301 au lait avec sucre", stored)).toBe(true);
  });

  it("matches nothing against a damaged or foreign hash", async () => {
    const stored = await hashPassword("correct horse battery staple");
    expect(await verifyPassword("correct horse battery staple", stored.replace("N=16384", "N=1048577"))).toBe(
      false,
    );
    expect(await verifyPassword("x", "plain-text-password")).toBe(false);
    expect(await verifyPassword("x", "")).toBe(false);
  });

  it("has a dummy hash for unknown addresses that no password matches", async () => {
    const dummy = await dummyHash();
    expect(dummy).toMatch(/^scrypt\$/);
    expect(await dummyHash()).toBe(dummy);
    expect(await verifyPassword("", dummy)).toBe(false);
  });
});
