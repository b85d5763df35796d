// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { RouteAnnouncer } from "./RouteAnnouncer";

afterEach(cleanup);

const titles: Record<string, string> = { "/": "Home", "/blog": "Blog" };

function Page() {
  const { pathname, search } = useLocation();
  document.title = `${titles[pathname] ?? "Search"}${search ? ` ${search}` : ""}`;
  return (
    <main>
      <a href="/blog">Blog</a>
      <h1>{titles[pathname] ?? "Search"}</h1>
    </main>
  );
}

const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));

function setup() {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <>
            <RouteAnnouncer />
            <Page />
          </>
        ),
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return router;
}

const liveRegion = () => document.querySelector("[aria-live=polite]")!;

describe("RouteAnnouncer", () => {
  it("says nothing and moves nothing on the first page", async () => {
    setup();
    await nextFrame();
    expect(liveRegion().textContent).toBe("");
    expect(document.activeElement).toBe(document.body);
  });

  it("focuses the new page's h1 and announces its title", async () => {
    const router = setup();
    await act(() => router.navigate("/blog"));
    await nextFrame();
    const heading = screen.getByRole("heading", { level: 1 });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute("tabindex")).toBe("-1");
    expect(liveRegion().textContent).toBe("Blog");
  });

  it("announces a query change without moving focus", async () => {
    const router = setup();
    await act(() => router.navigate("/search"));
    await nextFrame();
    screen.getByRole("link").focus();
    await act(() => router.navigate("/search?page=2"));
    await nextFrame();
    expect(document.activeElement).toBe(screen.getByRole("link"));
    expect(liveRegion().textContent).toBe("Search ?page=2");
  });
});
