import { describe, expect, it } from "vitest";
import { phoneEmail } from "./steps";

describe("phoneEmail (the check view's e-mail on a phone)", () => {
  it("cuts an address longer than 15 characters to its first 15 and '..'", () => {
    expect(phoneEmail("alexandra.montgomery@example.co.uk")).toBe("alexandra.montg..");
  });

  it("keeps an address of 15 characters or fewer whole", () => {
    expect(phoneEmail("jo@example.com")).toBe("jo@example.com");
    expect(phoneEmail("abc@example.com")).toBe("abc@example.com");
    expect(phoneEmail("abcd@example.com")).toBe("abcd@example.com".slice(0, 15) + "..");
  });

  it("counts characters, not UTF-16 units", () => {
    expect(phoneEmail("ünïcødé.ñame@例え.jp")).toBe("ünïcødé.ñame@例え..");
  });
});
