import { describe, expect, it } from "vitest";
import { showNotice } from "./notice";

describe("showNotice", () => {
  it("shows the notice while the flag is 'no' or was never set, and not once accepted", () => {
    expect(showNotice(undefined)).toBe(true);
    expect(showNotice("no")).toBe(true);
    expect(showNotice("yes")).toBe(false);
  });
});
