import { describe, expect, it } from "vitest";
import { GUEST_SEARCHES_LIMIT, isGuestSearch, withGuestSearch, withoutGuestSearch } from "./guest";

/** A saved search id as the dealer API makes them (a UUID). */
const id = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`;

describe("a guest's saved searches in their session", () => {
  it("keeps a search newest first, once", () => {
    const first = withGuestSearch(undefined, id(1));
    const second = withGuestSearch(first.list, id(2));
    expect(second).toEqual({ list: [id(2), id(1)], outcome: "saved" });
    expect(withGuestSearch(second.list, id(1))).toEqual({ list: [id(2), id(1)], outcome: "already" });
  });

  it("takes no more once full: the shopper chooses which to delete", () => {
    let list: string[] = [];
    for (let index = 0; index < GUEST_SEARCHES_LIMIT; index++) list = withGuestSearch(list, id(index)).list;
    expect(withGuestSearch(list, id(99))).toEqual({ list, outcome: "full" });
  });

  it("answers only for the guest's own searches, and forgets a deleted one", () => {
    const { list } = withGuestSearch([], id(1));
    expect(isGuestSearch(list, id(1))).toBe(true);
    expect(isGuestSearch(list, id(2))).toBe(false);
    expect(isGuestSearch(["../x"], "../x")).toBe(false);
    expect(withoutGuestSearch(list, id(1))).toEqual([]);
  });
});
