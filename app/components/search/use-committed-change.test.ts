import { describe, expect, it } from "vitest";
import { stepsThroughOptions } from "./use-committed-change";

const key = (name: string, modifiers: { altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean } = {}) => ({
  key: name,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...modifiers,
});

describe("which keys step through a closed select (ADR 271)", () => {
  it("arrows, Home, End, Page Up/Down and type-ahead letters step", () => {
    for (const name of [
      "ArrowDown",
      "ArrowUp",
      "ArrowLeft",
      "ArrowRight",
      "Home",
      "End",
      "PageUp",
      "PageDown",
      "f",
      "3",
    ])
      expect(stepsThroughOptions(key(name))).toBe(true);
  });

  it("Enter, Tab, Space and Alt+ArrowDown (opening the list) do not", () => {
    for (const name of ["Enter", "Tab", " ", "Escape"]) expect(stepsThroughOptions(key(name))).toBe(false);
    expect(stepsThroughOptions(key("ArrowDown", { altKey: true }))).toBe(false);
  });
});
