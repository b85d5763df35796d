import { describe, expect, it } from "vitest";
import { returnTarget } from "./return-target";

describe("returnTarget", () => {
  it("keeps a relative path on this site, with its query and fragment", () => {
    expect(returnTarget("/account")).toBe("/account");
    expect(returnTarget("/click-collect/12345?step=collection#slot")).toBe(
      "/click-collect/12345?step=collection#slot",
    );
  });

  it("percent-encodes what it keeps, so nothing typed can break out of the address", () => {
    expect(returnTarget("/acc ount")).toBe("/acc%20ount");
    expect(returnTarget("/<script>")).toBe("/%3Cscript%3E");
  });

  it.each([
    "//evil.example",
    "https://evil.example/account",
    "/\\evil.example",
    "/.//evil.example",
    "/%2F%2Fevil.example",
    "javascript:alert(1)",
    "account",
    "",
    null,
  ])("sends %j home", (value) => {
    const target = returnTarget(value);
    expect(target === "/" || (target.startsWith("/") && !target.startsWith("//"))).toBe(true);
    expect(new URL(target, "http://site.test").origin).toBe("http://site.test");
    if (value !== "/%2F%2Fevil.example") expect(target).toBe("/");
  });
});
