import { useLocation } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetKeptMarkup, keptMarkupForPage } from "./prerender.server";
import { log } from "~/lib/ops/log.server";

function Menu({ items }: { items: string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Not a part: it reads the router's location, which a part drawn on its own has not got. */
function WhereAmI() {
  return <p>{useLocation().pathname}</p>;
}

beforeEach(forgetKeptMarkup);
afterEach(() => vi.restoreAllMocks());

describe("keptMarkupForPage", () => {
  it("has nothing for a part the first time, then the part's own markup by its key", () => {
    const first = keptMarkupForPage();
    expect(first.lookup("menu:a", <Menu items={["Used cars", "Finance"]} />)).toBeUndefined();
    first.keepNewParts();
    const next = keptMarkupForPage();
    expect(next.lookup("menu:a", <Menu items={["ignored: the key decides"]} />)).toBe(
      "<ul><li>Used cars</li><li>Finance</li></ul>",
    );
    expect(next.lookup("menu:b", <Menu items={[]} />)).toBeUndefined();
  });

  it("keeps nothing for a part that cannot be drawn on its own, and says so", () => {
    const error = vi.spyOn(log, "error").mockImplementation(() => {});
    const page = keptMarkupForPage();
    page.lookup("where", <WhereAmI />);
    page.keepNewParts();
    expect(error).toHaveBeenCalledOnce();
    expect(keptMarkupForPage().lookup("where", <WhereAmI />)).toBeUndefined();
  });
});
