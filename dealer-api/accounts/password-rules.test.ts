import { describe, expect, it } from "vitest";
import { PASSWORD_MAX, PASSWORD_MIN } from "../contract/accounts";
import { commonPasswords } from "./common-passwords";
import { PASSWORD_MESSAGES, passwordProblem } from "./password-rules";
import { DEMO_CUSTOMER } from "./seed";

const common = commonPasswords();
const check = (password: string, email = "jane.smith@example.com") =>
  passwordProblem(password, email, common);

describe("the password rule", () => {
  it("loads the shipped list of common passwords once, lower case", () => {
    expect(common.size).toBeGreaterThan(10_000);
    expect(common.has("password")).toBe(true);
    expect(common.has("12345678")).toBe(true);
    expect(commonPasswords()).toBe(common);
  });

  it("asks for 8 to 200 characters, counted as people count them", () => {
    expect(check("")).toBe(PASSWORD_MESSAGES.missing);
    expect(check("        ")).toBe(PASSWORD_MESSAGES.missing);
    expect(check("kx9#qvz")).toBe("Enter a password of at least 8 characters");
    expect(check("kx9#qvzw")).toBeUndefined();
    expect(check("🚗🚙🚕🚓🚑🚒🚐🛻")).toBeUndefined();
    expect(check("🚗🚙🚕🚓🚑🚒🚐")).toBe(PASSWORD_MESSAGES.tooShort);
    expect(check("a".repeat(PASSWORD_MAX - 1) + "b")).toBeUndefined();
    expect(check("a".repeat(PASSWORD_MAX) + "b")).toBe("Enter a password of 200 characters or fewer");
    expect(PASSWORD_MIN).toBe(8);
  });

  it("refuses common passwords whatever their case, suggesting three random words", () => {
    expect(check("password")).toMatch(/^This password is too common\. Try three random words, like/);
    expect(check("PassWord")).toBe(PASSWORD_MESSAGES.common);
    expect(check("12345678")).toBe(PASSWORD_MESSAGES.common);
    expect(check("Baseball")).toBe(PASSWORD_MESSAGES.common);
  });

  it("refuses the e-mail address and its first part", () => {
    expect(check("jane.smith@example.com")).toBe(PASSWORD_MESSAGES.email);
    expect(check("my Jane.Smith@Example.com password")).toBe(PASSWORD_MESSAGES.email);
    expect(check("jane.smith")).toBe(PASSWORD_MESSAGES.localPart);
    expect(check("hello jane.smith 2026")).toBe(PASSWORD_MESSAGES.localPart);
    // A short first part is refused alone, not inside every password that happens to contain it.
    expect(check("jo", "jo@example.com")).toBe(PASSWORD_MESSAGES.tooShort);
    expect(check("joking around town", "jo@example.com")).toBeUndefined();
    expect(check("jojojojo", "jojojojo@example.com")).toBe(PASSWORD_MESSAGES.localPart);
  });

  it("accepts long passphrases, the demo customer's among them", () => {
    expect(check("correct horse battery staple")).toBeUndefined();
    expect(check(DEMO_CUSTOMER.password, DEMO_CUSTOMER.email)).toBeUndefined();
    expect(check("kettle orbit violet")).toBeUndefined();
  });
});
