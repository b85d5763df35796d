import { Hono, type Context } from "hono";
import type { ApiError } from "../contract/envelope";
import type { CalculateAnswer, CalculateRequest } from "../contract/finance";
import type { Vehicle } from "../contract/vehicle";
import { offers } from "../contract/vehicle-offers";
import { VEHICLE_PAGE_QUERY as Q, type VehiclePage, type PlaceLookupAnswer } from "../contract/vehicle-page";
import { maxDeposit } from "../contract/finance-deposit";
import { CALCULATOR_DEPOSIT_STEP, snapToSlider } from "../contract/sliders";
import { readCarPageContent } from "../content/page-content";
import type { DealerDb } from "../db/database";
import { calculate, readCalculation, stockKey } from "../finance/calculator";
import { financeCars, quotesByKey, quotesFor, type StockFinanceCar } from "../finance/cars";
import { parseFinanceChoice } from "../finance/params";
import { pricingOf, type FinancePricing } from "../finance/promotions";
import { resolveChoice, type RequestedChoice } from "../finance/rules";
import { lookUpPlace } from "../places/look-up";
import type { PlaceFinder } from "../places/place-finder";
import { listingsByIds, vehicleBySlug } from "../stock/search";
import type { StockIndex } from "../stock/stock-index";
import { stockIndex } from "../stock/stock-index-store";
import { similarTo } from "../stock/vehicle-extras";

/** docs/product/vehicle-page.md#similar-vehicles: 9 similar cars, of those with 2 pictures or more. */
const SIMILAR_MIN_IMAGES = 2;

const fail = (c: Context, status: 400 | 404, message: string) =>
  c.json({ error: { status, message } } satisfies ApiError, status);

/** A part of the page that failed is null, and the rest of the page stands. */
async function orNull<T>(part: Promise<T>): Promise<T | null> {
  try {
    return await part;
  } catch {
    return null;
  }
}

/**
 * GET /api/vehicle-pages/{slug} (contract/vehicle-page.ts): the car's page in one answer, built with the functions
 * each part's own endpoint answers with, so each rule lives once (ADR 334). The database is asked as few times as the
 * page allows, in three waves (docs/benchmarks.md, "The car page's database statements"):
 * 1. the car with its details and its branch's setting; the stock's version (the index in memory gives the market
 *    value); the promotions and the rest of the content, in one statement;
 * 2. the similar cars (a second statement only when the car's range has too few);
 * 3. their listings, and every car of the page as the lender prices it, in one statement.
 * A part that fails is null and the rest of the page stands; the car is required.
 */
export function vehiclePageRoutes({
  db,
  places,
  today = () => new Date(),
}: {
  db: DealerDb;
  places: PlaceFinder;
  today?: () => Date;
}): Hono {
  const app = new Hono();
  app.get("/api/vehicle-pages/:slug", async (c) => {
    const url = new URL(c.req.url);
    const slug = c.req.param("slug");
    const params = url.searchParams;
    const postcode = params.get(Q.postcode)?.trim();
    const index = stockIndex(db);
    const [car, content, place] = await Promise.all([
      vehicleBySlug(db, slug, index).then(
        (vehicle) => ({ vehicle }),
        () => undefined,
      ),
      orNull(readCarPageContent(db)),
      postcode ? placeOf(places, postcode) : null,
    ]);
    if (!car) return c.json({ error: { status: 503, message: "The car could not be read" } }, 503);
    const { vehicle } = car;
    if (!vehicle) return fail(c, 404, "Vehicle not found");
    const personalise = personaliseChoice(params);
    if (!personalise.ok) return fail(c, 400, personalise.message);
    const basis = basisChoice(params);
    if (!basis.ok) return fail(c, 400, basis.message);
    const pricing = content && pricingOf(content.promotions, today());
    const financed = pricing && offers(vehicle.status, "finance");
    const parts = pricing
      ? await orNull(carsAlike(db, vehicle, pricing, financed ? [vehicle.vrm] : [], index))
      : null;
    const page: VehiclePage = {
      vehicle,
      similar: parts?.similar ?? null,
      similar_quotes: parts ? quotesByKey(parts.similarFinance, basis.choice) : null,
      promotions: content?.promotions ?? null,
      admin_fees: content?.adminFees ?? null,
      packages: content?.packages ?? null,
      snippets: content?.snippets ?? null,
      delivery_tariff: content?.deliveryTariff ?? null,
      place,
      finance: financed
        ? parts
          ? financeParts(vehicle, pricing, params, personalise.choice, parts.lenderCar)
          : { personalise: null, calculator: null, budget: null }
        : null,
    };
    c.header("Cache-Control", "no-store");
    return c.json({ data: page });
  });
  return app;
}

/** The place of a postcode, or the dealer's refusal of it (the field's message), or that the lookup failed. */
async function placeOf(places: PlaceFinder, postcode: string): Promise<PlaceLookupAnswer> {
  try {
    const looked = await lookUpPlace(places, postcode);
    if (looked.ok) return { kind: "found", place: looked.place };
    return looked.status === 400 || looked.status === 404
      ? { kind: "refused", message: looked.message }
      : { kind: "unavailable" };
  } catch {
    return { kind: "unavailable" };
  }
}

/**
 * The similar cars (stock/vehicle-extras.ts) with their listings, and every car of the page as the lender prices it
 * (the car itself when it is offered on finance, and the similar cars) in one statement.
 */
async function carsAlike(
  db: DealerDb,
  vehicle: Vehicle,
  pricing: FinancePricing,
  financed: string[],
  index: Promise<StockIndex>,
) {
  const alike = await similarTo(
    db,
    {
      id: vehicle.id,
      make_slug: vehicle.make.slug,
      range_slug: vehicle.range.slug,
      body_type: vehicle.body_type.slug,
      fuel_type: vehicle.fuel_type.slug,
      final_price: vehicle.final_price,
    },
    SIMILAR_MIN_IMAGES,
  );
  const [similar, lender] = await Promise.all([
    listingsByIds(
      db,
      alike.map((car) => car.id),
      await index,
    ),
    financeCars(db, "vrm", [...financed, ...alike.map((car) => car.vrm)], pricing),
  ]);
  const similarFinance = new Map(
    similar.flatMap((car) => (lender.has(car.vrm) ? [[car.vrm, lender.get(car.vrm)!]] : [])),
  );
  return { similar, similarFinance, lenderCar: lender.get(vehicle.vrm) };
}

/** A finance choice from the page's query under the given names, as the finance endpoints read it. */
function choiceUnder(
  params: URLSearchParams,
  names: Record<"term" | "mileage" | "deposit" | "depositType", string>,
) {
  const query = new URLSearchParams();
  const pairs = [
    [names.term, "finance_term"],
    [names.mileage, "finance_mileage"],
    [names.deposit, "finance_deposit"],
    [names.depositType, "finance_deposit_type"],
  ] as const;
  for (const [from, to] of pairs) {
    const value = params.get(from);
    if (value !== null && value !== "") query.set(to, value);
  }
  const parsed = parseFinanceChoice(query);
  return parsed.ok ? { ok: true as const, query, choice: parsed.value } : parsed;
}

const personaliseChoice = (params: URLSearchParams) => choiceUnder(params, Q.personalise);
const basisChoice = (params: URLSearchParams) => choiceUnder(params, Q.basis);

const wholeNumber = (value: string | null) =>
  value !== null && /^\d+$/.test(value.trim()) ? Number(value.trim()) : undefined;

/** Pounds as typed into the calculator (pence allowed); the slider keeps them on its steps. */
const typedAmount = (value: string | null) =>
  value !== null && /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value.trim()) : undefined;

/**
 * The finance tools' figures: the personalised quote, the calculator on its choice and the budget finder's. The
 * calculator's deposit is the one typed, else the personalised one, kept on its slider for this car. `car` is the car
 * as the lender prices it (undefined once it is sold).
 */
function financeParts(
  vehicle: Vehicle,
  pricing: FinancePricing,
  params: URLSearchParams,
  personalise: RequestedChoice,
  car: StockFinanceCar | undefined,
): VehiclePage["finance"] {
  const cashPrice = vehicle.final_price + vehicle.admin_fee;
  const personalDeposit = resolveChoice(personalise, cashPrice).deposit;
  const deposit = snapToSlider(typedAmount(params.get(Q.calculator.deposit)) ?? personalDeposit, {
    min: 0,
    max: maxDeposit(vehicle.final_price),
    step: CALCULATOR_DEPOSIT_STEP,
  });
  const calculatorBody = calculation({
    term: wholeNumber(params.get(Q.calculator.term)),
    mileage: wholeNumber(params.get(Q.calculator.mileage)),
    deposit,
    vehicle: {
      Id: vehicle.stock_id,
      Vehicle: {
        cashPrice,
        registrationdate: vehicle.date_first_registered,
        CurrentMileage: vehicle.odometer_value,
        dealerVehicleUrl: `/used/${vehicle.category}/${vehicle.slug}`,
        imageUrl: vehicle.media_urls[0]?.medium,
      },
    },
  });
  const budgetCashPrice = wholeNumber(params.get(Q.budget.cashPrice));
  const budgetBody = budgetCashPrice
    ? calculation({
        term: wholeNumber(params.get(Q.budget.term)),
        mileage: wholeNumber(params.get(Q.budget.mileage)),
        deposit: wholeNumber(params.get(Q.budget.deposit)),
        vehicle: { Id: "calculator", Vehicle: { cashPrice: budgetCashPrice } },
      })
    : undefined;
  // The calculator finds the car by its stock id, as /api/finance/calculate does.
  const known = new Map<string, StockFinanceCar>(car ? [[stockKey(vehicle.stock_id), car]] : []);
  const calculated = (body: CalculateRequest | undefined): CalculateAnswer | null => {
    const read = body && readCalculation(body);
    return read?.ok ? calculate(read.value, known, pricing.today) : null;
  };
  return {
    personalise: { quotes: car ? quotesFor(car, personalise) : null },
    calculator: calculated(calculatorBody),
    budget: calculated(budgetBody),
  };
}

function calculation({
  term,
  mileage,
  deposit,
  vehicle,
}: {
  term?: number;
  mileage?: number;
  deposit?: number;
  vehicle: CalculateRequest["VehicleRequests"][number];
}): CalculateRequest | undefined {
  if (term === undefined) return undefined;
  return {
    Customer: { Reference: "website" },
    Parameters: { Term: term, AnnualMileage: mileage, CalculationType: "RegularPayment", Deposit: deposit },
    VehicleRequests: [vehicle],
  };
}
