// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { PageLoader } from "./PageLoader";

afterEach(cleanup);

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

function setup(loaderMs: number) {
  const router = createMemoryRouter(
    [
      { path: "/", element: <PageLoader /> },
      {
        path: "/slow",
        element: <PageLoader />,
        loader: () => new Promise((resolve) => setTimeout(() => resolve(null), loaderMs)),
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return router;
}

const bar = () => screen.getByRole("progressbar", { hidden: true });

describe("PageLoader", () => {
  it("is hidden from assistive technology while idle", () => {
    setup(0);
    expect(bar().getAttribute("aria-label")).toBe("Loading page");
    expect(bar().getAttribute("aria-hidden")).toBe("true");
  });

  it("stays hidden for navigations quicker than 200 ms", async () => {
    const router = setup(50);
    act(() => {
      void router.navigate("/slow");
    });
    await wait(120);
    expect(bar().getAttribute("aria-hidden")).toBe("true");
    await wait(200);
    expect(bar().getAttribute("aria-hidden")).toBe("true");
  });

  it("shows after 200 ms of a slow navigation and goes when it ends", async () => {
    const router = setup(400);
    act(() => {
      void router.navigate("/slow");
    });
    await wait(250);
    expect(bar().getAttribute("aria-hidden")).toBe("false");
    await wait(250);
    expect(router.state.navigation.state).toBe("idle");
    expect(bar().getAttribute("aria-hidden")).toBe("true");
  });
});
