// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router-dom";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LinkNavigation } from "~/components/PlainLink";
import { KeptMarkupProvider } from "~/components/Prerendered";
import { forgetKeptMarkup, keptMarkupForPage } from "~/lib/prerender.server";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { shellFixture, york } from "./test-utils";

const PATH = "/used/cars/search?make=ford";

/** The layout's chrome as the root route draws it, with the root loader's data. */
function routes(shell = shellFixture()): RouteObject[] {
  return [
    {
      id: "root",
      path: "*",
      loader: () => ({ saved: { favourites: [], bar: null } }),
      element: (
        <LinkNavigation>
          <Header shell={shell} />
          <main>Page</main>
          <Footer shell={shell} />
        </LinkNavigation>
      ),
    },
  ];
}

/** The page's markup as the server draws it: with the kept markup of earlier pages when `kept` is on. */
async function serverMarkup(kept: boolean, shell = shellFixture()) {
  const handler = createStaticHandler(routes(shell));
  const context = await handler.query(new Request(`http://localhost${PATH}`));
  if (context instanceof Response) throw new Error("the route answered a response");
  const page = keptMarkupForPage();
  const tree = (
    <StaticRouterProvider
      router={createStaticRouter(handler.dataRoutes, context)}
      context={context}
      hydrate={false}
    />
  );
  const html = renderToString(
    kept ? <KeptMarkupProvider value={page.lookup}>{tree}</KeptMarkupProvider> : tree,
  );
  page.keepNewParts();
  return { html, context };
}

beforeEach(forgetKeptMarkup);
afterEach(() => {
  document.body.innerHTML = "";
});

describe("the layout's kept parts (components/Prerendered.tsx)", () => {
  it("draws the header's menus and panels and the footer once, then inserts them as kept markup", async () => {
    const first = keptMarkupForPage();
    const drawn = vi.fn(first.lookup);
    const handler = createStaticHandler(routes());
    const context = await handler.query(new Request(`http://localhost${PATH}`));
    if (context instanceof Response) throw new Error("the route answered a response");
    const page = (
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    );
    renderToString(<KeptMarkupProvider value={drawn}>{page}</KeptMarkupProvider>);
    // Both menus (bar and phone), the phone and e-mail panels, the social panel and the footer.
    expect(drawn.mock.calls.map(([key]) => key.slice(0, key.indexOf(":")))).toEqual([
      "contact-panel",
      "contact-panel",
      "follow-panel",
      "main-nav",
      "main-nav",
      "footer",
    ]);
    expect(drawn.mock.results.every((result) => result.value === undefined)).toBe(true);
    first.keepNewParts();

    const second = keptMarkupForPage();
    const found = vi.fn(second.lookup);
    renderToString(<KeptMarkupProvider value={found}>{page}</KeptMarkupProvider>);
    expect(found).toHaveBeenCalledTimes(6);
    expect(found.mock.results.every((result) => typeof result.value === "string")).toBe(true);
  });

  it("gives exactly the markup React draws in place, so the browser hydrates it as its own", async () => {
    const inPlace = await serverMarkup(false);
    await serverMarkup(true); // the first page keeps the parts
    const kept = await serverMarkup(true);
    expect(kept.html).toBe(inPlace.html);
  });

  it("keeps each branch's panels and footer apart: another branch is other markup", async () => {
    await serverMarkup(true);
    const york1 = await serverMarkup(true, shellFixture({ selectedDealer: york }));
    const york2 = await serverMarkup(true, shellFixture({ selectedDealer: york }));
    const inPlace = await serverMarkup(false, shellFixture({ selectedDealer: york }));
    expect(york2.html).toBe(inPlace.html);
    expect(york1.html).toBe(inPlace.html);
    expect(york2.html).toContain("mailto:york@northwaycars.co.uk");
  });

  it("hydrates in the browser without a mismatch, and the menus' links navigate client-side", async () => {
    await serverMarkup(true);
    const { html, context } = await serverMarkup(true);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    // Nodes the server drew as kept markup: a failed hydration would draw them anew.
    const drawn = [
      ...container.querySelectorAll("footer, footer a, nav[aria-label=Main] a, a[href^='tel:']"),
    ];
    expect(drawn.length).toBeGreaterThan(20);

    const router = createMemoryRouter(routes(), {
      initialEntries: [PATH],
      hydrationData: { loaderData: context.loaderData },
    });
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, <RouterProvider router={router} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    expect(drawn.every((node) => container.contains(node))).toBe(true);

    // The menu's links are plain, kept markup; LinkNavigation follows them client-side.
    const link = container.querySelector<HTMLAnchorElement>('footer a[href="/blog"]')!;
    await act(async () => {
      link.click();
    });
    expect(router.state.location.pathname).toBe("/blog");
  });
});
