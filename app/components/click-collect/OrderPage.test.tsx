// @vitest-environment jsdom
import { installGlobals, json, type ActionFunctionArgs } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ComponentProps } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Order } from "@contract/click-collect";
import type { Department } from "@contract/content";
import { collectionDayList } from "~/lib/click-collect/order-steps";
import { OrderPage } from "./OrderPage";

/**
 * The click-and-collect order page as a shopper sees it (docs/decisions/170-accounts-and-click-collect.md, ADR 317):
 * each step's section, what it shows, the browser's checks with the contract's messages, and the action's answers.
 */
// The server's fetch API (as the site's server has it), so a form's post reaches the route's action as a Request.
installGlobals();
afterEach(cleanup);

const PATH = "/click-collect/ST-1";

const branch = (code: string, name: string, saturdayClosed = "17:00"): Department => ({
  id: code.length,
  code,
  slug: code.toLowerCase(),
  name,
  line1: "1 Road",
  city_town: "Leeds",
  postcode: "LS11 8BU",
  telephone: "0113 496 0000",
  email: "branch@example.com",
  latitude: 53.8,
  longitude: -1.5,
  monday_time_open: "09:00",
  monday_time_closed: "19:00",
  saturday_time_open: "09:00",
  saturday_time_closed: saturdayClosed,
  sunday_time_open: "10:00",
  sunday_time_closed: "16:00",
});
const BRANCHES = [branch("LEE", "Northway Cars Leeds"), branch("YOR", "Northway Cars York", "13:00")];

const SECTIONS = { compliance: false, partex: false, paymentMethod: false, collection: false };

function draft(overrides: Partial<Order> = {}): Order {
  return {
    id: "0b7c6d2e-1111-4222-8333-444455556666",
    status: "draft",
    created_at: "2026-11-25T10:00:00.000Z",
    invoice: {
      vehicle: {
        id: 1,
        slug: "ford-fiesta-st-1",
        stock_id: "ST-1",
        name: "Ford Fiesta",
        vrm: "YD18WBW",
        price: 12_494,
        image: null,
      },
      reservation_fee: 99,
      amount_due: 151,
    },
    finance_options: { type: "finance", product_type: "PCP", term: 48, deposit: 250, mileage: 6000 },
    compliance: null,
    partex: null,
    paymentMethod: null,
    collection: null,
    sections: SECTIONS,
    reservation_id: null,
    checkout: null,
    ...overrides,
  };
}

type Props = ComponentProps<typeof OrderPage>;

function props(overrides: Partial<Props> = {}): Props {
  return {
    stockId: "ST-1",
    customer: { name: "Jane Smith", email: "jane@example.com" },
    car: {
      name: "Ford Fiesta",
      plate: "YD18 WBW",
      image: null,
      available: true,
      slug: "ford-fiesta-st-1",
      cashPrice: 12_494,
      adminFee: 195,
      acceptsPartExchange: false,
    },
    deal: { path: "/used/cars/ford-fiesta-st-1/deal", partExchange: null },
    order: null,
    step: null,
    quote: null,
    branches: BRANCHES,
    today: "2026-11-25",
    days: collectionDayList("2026-11-25"),
    ...overrides,
  };
}

/** The page at its address, with an action that records each post and answers as `answer` says. */
function renderPage(
  pageProps: Props,
  answer: (form: FormData) => Response | Promise<Response> = () => json({}),
  step?: string,
) {
  const posts: FormData[] = [];
  const action = vi.fn(async ({ request }: ActionFunctionArgs) => {
    const form = await request.formData();
    posts.push(form);
    return answer(form);
  });
  const Stub = createRemixStub([
    { path: "/click-collect/:stockId", Component: () => <OrderPage {...pageProps} />, action },
    { path: "/account", Component: () => <h1>Your account</h1> },
  ]);
  render(<Stub initialEntries={[step ? `${PATH}?step=${step}` : PATH]} />);
  return { posts, action };
}

const errorSummary = () => screen.getByRole("alert", { name: "There is a problem" });
const summaryLinks = () =>
  within(errorSummary())
    .getAllByRole("link")
    .map((link) => link.textContent);
const press = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name }));
  });
};

describe("before an order is started", () => {
  it("offers to start one, with the cash price, the fee it will take and nothing else to answer", async () => {
    const { posts } = renderPage(props());
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Buy this car online");
    expect(screen.getByText(/then pay the refundable £99 reservation fee/)).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Order steps" })).toBeNull();
    await press("Start my order");
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.get("subaction")).toBe("start");
  });

  it("says so when the car can no longer be bought online", () => {
    renderPage(props({ car: { ...props().car, available: false } }));
    expect(screen.getByRole("status").textContent).toBe(
      "Sorry, this car is no longer available to buy online.",
    );
    expect(screen.queryByRole("button", { name: "Start my order" })).toBeNull();
  });
});

describe("Your details", () => {
  const page = () =>
    props({ order: draft({ sections: { ...SECTIONS, compliance: false } }), step: "compliance" });

  it("names who is buying, and asks for both boxes before anything is sent", async () => {
    const { posts } = renderPage(page(), undefined, "compliance");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Your details");
    expect(screen.getByText(/^You are buying as/).textContent).toBe(
      "You are buying as Jane Smith (jane@example.com).",
    );
    const steps = screen.getByRole("navigation", { name: "Order steps" });
    expect(within(steps).getByRole("link", { current: "step" }).textContent).toContain("Your details");
    await press("Continue");
    await waitFor(() =>
      expect(summaryLinks()).toEqual([
        "Confirm that your details are correct",
        "Tick the box to agree to the terms and conditions",
      ]),
    );
    expect(posts).toHaveLength(0);
    // Each box says what is wrong with it, and the summary's link leads to it.
    const terms = screen.getByRole("checkbox", { name: /I agree to the terms and conditions of sale/ });
    expect(terms.getAttribute("aria-invalid")).toBe("true");
    expect(within(errorSummary()).getAllByRole("link")[1]!.getAttribute("href")).toBe(`#${terms.id}`);

    fireEvent.click(screen.getByRole("checkbox", { name: "My name and email address above are correct" }));
    fireEvent.click(terms);
    await press("Continue");
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.get("subaction")).toBe("compliance");
    expect(posts[0]!.get("details_confirmed")).toBe("yes");
    expect(posts[0]!.get("terms_accepted")).toBe("yes");
  });

  it("shows the boxes ticked once answered", () => {
    renderPage(
      props({
        order: draft({
          compliance: { details_confirmed: true, terms_accepted: true },
          sections: { ...SECTIONS, compliance: true },
        }),
        step: "compliance",
      }),
      undefined,
      "compliance",
    );
    for (const box of screen.getAllByRole("checkbox")) expect((box as HTMLInputElement).checked).toBe(true);
    const steps = screen.getByRole("navigation", { name: "Order steps" });
    expect(within(steps).getByRole("link", { name: /Your details\s*\(done\)/ })).toBeTruthy();
  });
});

describe("Part exchange", () => {
  const page = (overrides: Partial<Props> = {}) =>
    props({
      order: draft({ sections: { ...SECTIONS, compliance: true } }),
      step: "partex",
      ...overrides,
    });
  const accepting = { ...props().car, acceptsPartExchange: true };

  it("says the spec's words where the branch takes no part-exchange, and moves on", async () => {
    const { posts } = renderPage(page(), undefined, "partex");
    expect(screen.getByText("We do not accept Part Exchanges at this moment.")).toBeTruthy();
    expect(screen.queryByRole("radio")).toBeNull();
    await press("Continue");
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.get("subaction")).toBe("partex");
    expect(posts[0]!.get("wanted")).toBeNull();
  });

  it("where the branch takes them and there is no deal yet, leads to the deal page", () => {
    renderPage(page({ car: accepting }), undefined, "partex");
    expect(screen.queryByText("We do not accept Part Exchanges at this moment.")).toBeNull();
    expect(screen.getByRole("link", { name: "Work out your deal" }).getAttribute("href")).toBe(
      "/used/cars/ford-fiesta-st-1/deal",
    );
    expect(screen.getByRole("button", { name: "Continue without a part-exchange" })).toBeTruthy();
  });

  it("offers the deal's part-exchange, with its figures, and sends the choice", async () => {
    const deal = {
      path: "/used/cars/ford-fiesta-st-1/deal",
      partExchange: { value: 4_000, settlement: 1_000, equity: 3_000, expiresAt: "2026-12-02T09:00:00.000Z" },
    };
    const { posts } = renderPage(page({ car: accepting, deal }), undefined, "partex");
    expect(screen.getByText(/at £4,000, less £1,000 to settle its finance: equity of £3,000/)).toBeTruthy();
    expect(screen.getByText(/holds until 2nd December 2026/)).toBeTruthy();
    expect((screen.getByRole("radio", { name: "Yes, as in my deal" }) as HTMLInputElement).checked).toBe(
      true,
    );
    await act(async () => {});
    fireEvent.click(screen.getByRole("radio", { name: "No part-exchange" }));
    await press("Continue");
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.get("wanted")).toBe("no");
    // Which deal is the server's to say: the form names none.
    expect(posts[0]!.get("deal_id")).toBeNull();
  });
});

describe("How you will pay", () => {
  const page = () =>
    props({
      order: draft({ sections: { ...SECTIONS, compliance: true, partex: true } }),
      step: "paymentMethod",
    });

  it("opens on the order's finance choice and checks the deposit before sending", async () => {
    const { posts } = renderPage(page(), undefined, "paymentMethod");
    expect(
      (screen.getByRole("radio", { name: "Personal contract purchase (PCP)" }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((screen.getByLabelText(/^Deposit in pounds/) as HTMLInputElement).value).toBe("250");
    fireEvent.change(screen.getByLabelText(/^Deposit in pounds/), { target: { value: "50" } });
    await press("Continue");
    await waitFor(() => expect(summaryLinks()).toEqual(["Enter a deposit of at least £99"]));
    expect(posts).toHaveLength(0);
    // What was typed stays.
    expect((screen.getByLabelText(/^Deposit in pounds/) as HTMLInputElement).value).toBe("50");
  });

  it("offers the terms the product chosen has, and shows the dealer API's refusal by field", async () => {
    renderPage(
      page(),
      () =>
        json(
          {
            fieldErrors: { payment: "Hire purchase is not offered on this car at that term" },
            formId: "order-payment",
            repopulateFields: {},
          },
          { status: 422 },
        ),
      "paymentMethod",
    );
    const term = screen.getByLabelText(/^Term \(finance only\)/);
    const terms = () =>
      within(term)
        .getAllByRole("option")
        .map((option) => option.textContent);
    await waitFor(() => expect(terms()).not.toContain("60 months"));
    fireEvent.click(screen.getByRole("radio", { name: "Hire purchase (HP)" }));
    await waitFor(() => expect(terms()).toContain("60 months"));
    await press("Continue");
    await waitFor(() =>
      expect(summaryLinks()).toEqual(["Hire purchase is not offered on this car at that term"]),
    );
    expect((screen.getByRole("radio", { name: "Hire purchase (HP)" }) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});

describe("Collection", () => {
  it("offers the branches, and only the times the branch chosen opens on the day chosen", async () => {
    const { posts } = renderPage(
      props({
        order: draft({ sections: { ...SECTIONS, compliance: true, partex: true, paymentMethod: true } }),
        step: "collection",
      }),
      undefined,
      "collection",
    );
    await press("Continue");
    await waitFor(() =>
      expect(summaryLinks()).toEqual([
        "Choose a branch",
        "Enter a real collection date",
        "Choose a collection time",
      ]),
    );
    fireEvent.change(screen.getByLabelText(/^Branch/), { target: { value: "YOR" } });
    // Saturday 28 November 2026: York shuts at 13:00.
    fireEvent.change(screen.getByLabelText(/^Day \(weekends too\)/), { target: { value: "2026-11-28" } });
    const times = () =>
      within(screen.getByLabelText(/^Time/))
        .getAllByRole("option")
        .map((option) => option.getAttribute("value"));
    await waitFor(() => expect(times()).not.toContain("13:00"));
    expect(times()).toContain("12:30");
    fireEvent.change(screen.getByLabelText(/^Time/), { target: { value: "10:00" } });
    await press("Continue");
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(Object.fromEntries(posts[0]!)).toMatchObject({
      subaction: "collection",
      department_code: "YOR",
      date: "2026-11-28",
      time: "10:00",
    });
  });
});

describe("Check and pay", () => {
  const answered = draft({
    compliance: { details_confirmed: true, terms_accepted: true },
    partex: { wanted: false },
    paymentMethod: { type: "cash", product_type: "PCP", term: 48, deposit: 250, mileage: 6000 },
    collection: {
      department_code: "YOR",
      department_name: "Northway Cars York",
      date: "2026-11-28",
      time: "10:00",
    },
    sections: { compliance: true, partex: true, paymentMethod: true, collection: true },
    invoice: { ...draft().invoice, amount_due: 12_395 },
  });

  it("lists every answer with a way to change it, what is paid now and at collection, and places the order", async () => {
    const { posts } = renderPage(props({ order: answered, step: "summary" }), undefined, "summary");
    const main = screen.getByRole("heading", { level: 1 }).parentElement!;
    expect(within(main).getByText("In full at collection")).toBeTruthy();
    expect(within(main).getByText("Northway Cars York, Saturday 28th November 2026 at 10:00")).toBeTruthy();
    expect(
      within(main)
        .getByRole("link", { name: /^Change\s*collection$/ })
        .getAttribute("href"),
    ).toBe(`${PATH}?step=collection`);
    expect(within(main).getByText("To pay at collection")).toBeTruthy();
    expect(within(main).getByText("£12,395")).toBeTruthy();
    await press("Place order and pay £99");
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.get("subaction")).toBe("place");
  });

  it("shows the dealer API's problem with placing it, and lets the shopper cancel instead", async () => {
    const { posts } = renderPage(
      props({ order: answered, step: "summary" }),
      (form) =>
        form.get("subaction") === "place"
          ? json(
              { fieldErrors: {}, formId: "place", problem: "Sorry, this car has just been reserved" },
              { status: 409 },
            )
          : json({}),
      "summary",
    );
    await press("Place order and pay £99");
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("Sorry, this car has just been reserved"),
    );
    await press("Cancel this order");
    await waitFor(() => expect(posts.map((form) => form.get("subaction"))).toEqual(["place", "cancel"]));
  });

  it("asks for every step before the order can be placed", () => {
    renderPage(
      props({
        order: draft({
          compliance: { details_confirmed: true, terms_accepted: true },
          sections: { ...SECTIONS, compliance: true },
        }),
        step: "summary",
      }),
      undefined,
      "summary",
    );
    expect(screen.getByText("Answer every step to place your order.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Place order/ })).toBeNull();
    // Your details is answered; part exchange, payment and collection are not.
    expect(screen.getAllByText("Not answered")).toHaveLength(3);
  });

  it("says the car is reserved once the order is placed, with nothing left to change", () => {
    renderPage(props({ order: { ...answered, status: "placed" }, step: "summary" }), undefined, "summary");
    expect(screen.getByRole("status").textContent).toMatch(
      /^Your order is placed and the car is reserved for you/,
    );
    expect(screen.queryByRole("link", { name: /^Change/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Cancel this order" })).toBeNull();
  });
});
