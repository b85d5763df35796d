// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { LinkNavigation, PlainLink } from "./PlainLink";

function site() {
  const page = (
    <LinkNavigation>
      <PlainLink to="/used/cars/search?make=ford" state={{ focusResults: true }}>
        Ford
      </PlainLink>
      <PlainLink to="/used/cars/search?make=kia" target="_blank">
        Kia in a new tab
      </PlainLink>
    </LinkNavigation>
  );
  const router = createMemoryRouter(
    [
      { path: "/", element: page },
      { path: "/used/cars/search", element: page },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe("PlainLink", () => {
  it("is a plain link to its path", () => {
    site();
    expect(screen.getByRole("link", { name: "Ford" }).getAttribute("href")).toBe(
      "/used/cars/search?make=ford",
    );
  });

  it("turns a plain click into a client-side navigation, with its history state", async () => {
    const router = site();
    const click = fireEvent.click(screen.getByRole("link", { name: "Ford" }), { button: 0 });
    expect(click).toBe(false); // the browser's own navigation was prevented
    await vi.waitFor(() => expect(router.state.location.search).toBe("?make=ford"));
    expect(router.state.location.state).toEqual({ focusResults: true });
  });

  it("leaves modified clicks and other targets to the browser", () => {
    const router = site();
    for (const modifier of ["ctrlKey", "metaKey", "shiftKey", "altKey"])
      expect(fireEvent.click(screen.getByRole("link", { name: "Ford" }), { [modifier]: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole("link", { name: "Kia in a new tab" }))).toBe(true);
    expect(router.state.location.pathname).toBe("/");
  });

  it("is an ordinary link outside LinkNavigation", () => {
    const router = createMemoryRouter([
      { path: "/", element: <PlainLink to="/somewhere">Somewhere</PlainLink> },
    ]);
    render(<RouterProvider router={router} />);
    expect(fireEvent.click(screen.getByRole("link", { name: "Somewhere" }))).toBe(true);
  });
});
