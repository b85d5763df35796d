// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { URLSearchParams as NodeURLSearchParams } from "node:url";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Vehicle } from "@contract/vehicle";
import { getVehicle } from "~/dealer/stock.server";
import { openDealerApiForTests } from "~/dealer/test-dealer-api";
import { vehicleFinanceView } from "~/lib/finance/vehicle-finance.server";
import { getVehiclePage } from "~/dealer/vehicle.server";
import { vehiclePageQuery } from "~/routes/used.$category.$slug/page-query.server";
import type { VehicleFinanceView } from "~/lib/finance/views";
import { formatMonthlyPayment } from "~/lib/format";
import { getVisitorSession } from "~/sessions.server";
import { loader as financeLoader, action as financeAction } from "~/routes/resources.finance.$vrm";
import { BudgetFinder } from "./BudgetFinder";
import { FinanceCalculator } from "./FinanceCalculator";
import { VehicleFinanceProvider } from "./FinanceContext";
import { FinancePersonalise } from "./FinancePersonalise";

/**
 * The car page's finance tools as a shopper uses them: the personalised quote and the calculator over one finance
 * state (docs/decisions/296-one-finance-state-per-car.md), their in-place updates answered by the real resource route
 * and quote engine (an in-memory dealer API).
 */
const dealer = openDealerApiForTests(20);
// The personalise tool posts its choice: the router builds a Request (Node's) from URLSearchParams, which must then be
// Node's too, not jsdom's.
globalThis.URLSearchParams = NodeURLSearchParams as unknown as typeof URLSearchParams;
let vehicle: Vehicle;
let finance: VehicleFinanceView;

beforeAll(async () => {
  // The newest car for sale: young enough for both HP and PCP (a PCP ends before the car is 10 years old).
  const newest = await dealer.api.db
    .selectFrom("vehicles")
    .select("slug")
    .where("status", "=", "FOR_SALE_RETAIL")
    .orderBy("year", "desc")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const found = await getVehicle(newest.slug);
  if (!found) throw new Error("no car to price");
  vehicle = found;
  const session = await getVisitorSession(new Request("http://localhost/"));
  const url = new URL(`http://localhost/used/cars/${vehicle.slug}`);
  const page = await getVehiclePage(vehicle.slug, vehiclePageQuery(url, session));
  if (!page?.finance) throw new Error("no finance for the car");
  finance = vehicleFinanceView(url, vehicle, session, page.finance, {});
});
afterEach(cleanup);

function renderTools() {
  const router = createMemoryRouter(
    [
      {
        path: "/used/cars/:slug",
        element: (
          <VehicleFinanceProvider finance={finance}>
            <FinancePersonalise />
            <FinanceCalculator />
            <BudgetFinder />
          </VehicleFinanceProvider>
        ),
      },
      // The fetchers' answers come from the site's own resource route (app/routes/resources.finance.$vrm.tsx).
      {
        path: "/resources/finance/:vrm",
        loader: ({ request, params }) => financeLoader({ request, params, context: {} }),
        action: ({ request, params }) => financeAction({ request, params, context: {} }),
      },
    ],
    { initialEntries: [`/used/cars/${vehicle.slug}`] },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
}

const calculator = () => screen.getByRole("region", { name: "Get finance on this vehicle" });
/** The calculator's headline monthly figure ("£123.45 a month"). */
const calculatorMonthly = () => within(calculator()).getByText(/a month$/).textContent;

describe("the car page's finance tools", () => {
  it("open on one finance state: the calculator shows the personalised quote's monthly payment to the penny", async () => {
    renderTools();
    const shown = finance.personalise.selected;
    expect(shown).not.toBeNull();
    const quoted = finance.personalise.quotes[shown!]!.regular_payment;
    expect(calculatorMonthly()).toBe(`${formatMonthlyPayment(quoted)} a month`);
    expect(within(calculator()).getByRole("radio", { name: new RegExp(shown!) })).toHaveProperty(
      "checked",
      true,
    );
  });

  it("shows the other product's figure and its representative example when the shopper picks it", async () => {
    renderTools();
    const shown = finance.calculator.input.type;
    const other = shown === "PCP" ? "HP" : "PCP";
    const otherQuote = finance.calculator.results[other]?.quote;
    expect(otherQuote).toBeTruthy();
    fireEvent.click(within(calculator()).getByRole("radio", { name: new RegExp(other) }));
    await waitFor(() =>
      expect(calculatorMonthly()).toBe(`${formatMonthlyPayment(otherQuote!.RegularPayment)} a month`),
    );
    expect(within(calculator()).getByLabelText(`Calculator representative example, ${other}`)).toBeTruthy();
  });

  it("adds an add-on's price spread over the term to the monthly figure, and says the example is the finance alone", async () => {
    renderTools();
    const before = calculatorMonthly();
    const addOn = within(calculator()).getAllByRole("checkbox")[0];
    const perMonth = /\(\+£([\d,.]+) a month\)/.exec(addOn.closest("label")!.textContent ?? "");
    expect(perMonth).not.toBeNull();
    fireEvent.click(addOn);
    const pounds = (text: string | null) => Number(/£([\d,.]+)/.exec(text ?? "")![1].replace(/,/g, ""));
    await waitFor(() =>
      expect(pounds(calculatorMonthly())).toBeCloseTo(
        pounds(before) + Number(perMonth![1].replace(/,/g, "")),
        2,
      ),
    );
    expect(within(calculator()).getByText(/The monthly payment includes your add-ons/)).toBeTruthy();
  });

  it("prices a new term through the quote engine and shows it in the figure and the example", async () => {
    renderTools();
    const term = within(calculator()).getByLabelText("Term") as HTMLSelectElement;
    const options = [...term.options].map((option) => option.value);
    const next = options.find((value) => value !== term.value)!;
    const before = calculatorMonthly();
    fireEvent.change(term, { target: { value: next } });
    await waitFor(() => expect(calculatorMonthly()).not.toBe(before));
    const example = within(calculator()).getByLabelText(/Calculator representative example/);
    expect(within(example).getByText(new RegExp(`^${next} months$`))).toBeTruthy();
  });

  it("moves the calculator to a new quote choice, to the same figure, until the shopper uses the calculator", async () => {
    renderTools();
    const quote = screen.getByRole("region", { name: "Representative example" });
    const deposit = within(quote).getByLabelText("Deposit") as HTMLSelectElement;
    const next = [...deposit.options].map((option) => option.value).find((value) => value !== deposit.value)!;
    const before = calculatorMonthly();
    fireEvent.change(deposit, { target: { value: next } });
    await waitFor(() => expect(calculatorMonthly()).not.toBe(before));
    expect((within(calculator()).getByLabelText("Deposit") as HTMLInputElement).value).toBe(next);
    // The quote's own figure: its headline reads the same monthly payment.
    await waitFor(() =>
      expect(within(quote).getAllByText(calculatorMonthly()!.replace(" a month", "")).length).toBeGreaterThan(
        0,
      ),
    );
  });

  it("keeps the shopper's own calculator basis once they have used it, whatever the quote then shows", async () => {
    renderTools();
    const term = within(calculator()).getByLabelText("Term") as HTMLSelectElement;
    const chosenTerm = [...term.options].map((option) => option.value).find((value) => value !== term.value)!;
    const before = calculatorMonthly();
    fireEvent.change(term, { target: { value: chosenTerm } });
    await waitFor(() => expect(calculatorMonthly()).not.toBe(before));
    const used = calculatorMonthly();
    const quote = screen.getByRole("region", { name: "Representative example" });
    const deposit = within(quote).getByLabelText("Deposit") as HTMLSelectElement;
    const quoted = within(quote).getAllByText(/a month/)[0].textContent;
    fireEvent.change(deposit, {
      target: {
        value: [...deposit.options].map((option) => option.value).find((value) => value !== deposit.value),
      },
    });
    await waitFor(() => expect(within(quote).getAllByText(/a month/)[0].textContent).not.toBe(quoted));
    expect(calculatorMonthly()).toBe(used);
    expect(term.value).toBe(chosenTerm);
  });

  it("prices a budget on a typical car, says it is not this one, and links to cars within the payment", async () => {
    renderTools();
    const budget = screen.getByRole("region", { name: /budget/i });
    const borrow = within(budget).getByLabelText("Amount to borrow") as HTMLInputElement;
    fireEvent.change(borrow, { target: { value: "12000" } });
    fireEvent.submit(borrow.form!);
    await waitFor(() =>
      expect(within(budget).getByText(/on a typical three-year-old car, not this one/)).toBeTruthy(),
    );
    const example = within(budget).getByLabelText("Representative example for a typical car");
    expect(within(example).getByText("Total amount of credit")).toBeTruthy();
    const search = within(budget).getByRole("link", { name: "Find cars within this payment" });
    expect(search.getAttribute("href")).toMatch(/^\/used\/cars\/search\?/);
  });
});
