// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Header } from "./Header";
import { renderInRouter, shellFixture } from "./test-utils";

afterEach(cleanup);

function summaryOf(name: string) {
  return screen.getByText(name, { selector: "summary *" }).closest("summary")!;
}

describe("Header", () => {
  it("has a banner with the logo linking home and a labelled main navigation", () => {
    renderInRouter(<Header shell={shellFixture()} />);
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: "Northway Cars, home page" })).toHaveProperty(
      "pathname",
      "/",
    );
    // One main navigation in the markup (issue 38, item 35): a bar on wide screens, the Menu's list on narrow ones.
    const navigation = screen.getByRole("navigation", { name: "Main" });
    const nav = within(navigation);
    expect(nav.getByRole("link", { name: "Sell My Car" }).getAttribute("href")).toBe("/sell-my-car");
    // The calls to action end it, once each in the page.
    expect(within(banner).getAllByRole("link", { name: "Can I get credit?" })).toHaveLength(1);
    expect(nav.getByRole("link", { name: "Can I get credit?" }).getAttribute("href")).toBe(
      "/can-i-get-credit",
    );
    expect(nav.getByRole("link", { name: "Source my car" }).getAttribute("href")).toBe("/source-my-car");
    // The Menu control names what it shows.
    const menu = summaryOf("Menu");
    expect(menu.getAttribute("aria-controls")).toBe(navigation.id);
  });

  it("puts a section's own page first in its sub-menu, and skips placeholder parents", () => {
    renderInRouter(<Header shell={shellFixture()} />);
    const nav = screen.getByRole("navigation", { name: "Main" });
    const usedCars = within(nav).getByText("Used Cars", { selector: "summary" }).closest("details")!;
    expect(
      within(usedCars)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Used Cars", "Electric cars", "Automatic cars"]);
    const finance = within(nav).getByText("Finance", { selector: "summary" }).closest("details")!;
    expect(
      within(finance)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Zero deposit"]);
  });

  it("counts saved vehicles in the saved bar link's name; both bars open from this page's URL", () => {
    renderInRouter(<Header shell={shellFixture({ favouritesCount: 3 })} />, "/used/cars/search?make=ford");
    expect(screen.getByRole("link", { name: "Saved vehicles: 3" }).getAttribute("href")).toBe(
      "/used/cars/search?make=ford&panel=saved",
    );
    expect(screen.getByRole("link", { name: "Recently viewed vehicles" }).getAttribute("href")).toBe(
      "/used/cars/search?make=ford&panel=recent",
    );
  });

  it("offers the branches as a POST form that returns to the current page", () => {
    renderInRouter(<Header shell={shellFixture()} />, "/used/cars/search?make=ford");
    const group = screen.getByRole("group", { name: "Choose your nearest branch" });
    const form = group.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/select-dealer");
    expect(within(group).getByRole("radio", { name: "Northway Cars Leeds" })).toHaveProperty("checked", true);
    expect(within(group).getByRole("radio", { name: "Northway Cars York" })).toHaveProperty("checked", false);
    expect(form.querySelector<HTMLInputElement>("input[name=redirectTo]")!.value).toBe(
      "/used/cars/search?make=ford",
    );
    expect(within(form).getByRole("button", { name: "Select branch" })).toBeTruthy();
  });

  it("links the chosen branch's phone and e-mail, then the others", () => {
    renderInRouter(<Header shell={shellFixture()} />);
    expect(screen.getByRole("link", { name: "0113 496 0412" }).getAttribute("href")).toBe("tel:01134960412");
    expect(
      screen.getByRole("link", { name: "Call Northway Cars York: 01632 960215" }).getAttribute("href"),
    ).toBe("tel:01632960215");
    expect(screen.getByRole("link", { name: "leeds@northwaycars.co.uk" }).getAttribute("href")).toBe(
      "mailto:leeds@northwaycars.co.uk",
    );
  });

  it("names the social links after the group", () => {
    renderInRouter(<Header shell={shellFixture()} />);
    expect(screen.getByRole("link", { name: "Northway Cars on Facebook" }).getAttribute("href")).toBe(
      "https://www.facebook.com/northwaycars",
    );
  });

  it("searches with a plain GET form, and with JavaScript goes straight to /search/{term}", () => {
    renderInRouter(<Header shell={shellFixture()} />);
    const box = screen.getByLabelText("Search the site") as HTMLInputElement;
    const form = box.closest("form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/search");
    expect(box.name).toBe("q");
    expect(box.required).toBe(true);

    fireEvent.change(box, { target: { value: "  ford focus  " } });
    act(() => {
      fireEvent.submit(form);
    });
    expect(screen.getByTestId("location").textContent).toBe("/search/ford%20focus");
    expect(box.value).toBe("");
  });

  it("keeps one panel open at a time, and Escape closes it and returns focus", () => {
    renderInRouter(<Header shell={shellFixture()} />);
    const phone = summaryOf("Phone numbers").parentElement as HTMLDetailsElement;
    const search = summaryOf("Search the site").parentElement as HTMLDetailsElement;

    phone.open = true;
    fireEvent(phone, new Event("toggle"));
    search.open = true;
    fireEvent(search, new Event("toggle"));
    expect(phone.open).toBe(false);
    expect(search.open).toBe(true);

    screen.getByLabelText("Search the site").focus();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(search.open).toBe(false);
    expect(document.activeElement).toBe(search.querySelector("summary"));
  });

  it("closes an open panel on a click outside the header's panels", () => {
    renderInRouter(<Header shell={shellFixture()} />);
    const email = summaryOf("Email addresses").parentElement as HTMLDetailsElement;
    email.open = true;
    fireEvent.click(screen.getByRole("link", { name: "Saved vehicles: 3" }));
    expect(email.open).toBe(false);
  });

  it("closes the panels after a navigation", async () => {
    const { router } = renderInRouter(<Header shell={shellFixture()} />);
    const social = summaryOf("Follow us").parentElement as HTMLDetailsElement;
    social.open = true;
    await act(() => router.navigate("/blog"));
    expect(social.open).toBe(false);
  });

  it("keeps the Menu open while its navigation is used; Escape there closes it and returns focus", () => {
    renderInRouter(<Header shell={shellFixture()} />);
    const menu = summaryOf("Menu").parentElement as HTMLDetailsElement;
    menu.open = true;
    const nav = screen.getByRole("navigation", { name: "Main" });
    // The navigation follows the Menu rather than sitting inside it: a click there is not a click outside.
    fireEvent.click(within(nav).getByText("Used Cars", { selector: "summary" }));
    expect(menu.open).toBe(true);
    fireEvent.click(document.body);
    expect(menu.open).toBe(false);
    menu.open = true;
    const link = within(nav).getByRole("link", { name: "Sell My Car" });
    link.focus();
    fireEvent.keyDown(link, { key: "Escape" });
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(summaryOf("Menu"));
  });
});
