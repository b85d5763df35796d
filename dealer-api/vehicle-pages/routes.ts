import { Hono, type Context } from "hono";
import { z } from "zod";
import { apiError, nested, type ApiError } from "../contract/envelope";
import { adminFeesAnswer, packagesAnswer, promosAnswer, snippet } from "../contract/content";
import { deliveryTariffAnswer } from "../contract/delivery";
import {
  bulkFinanceAnswer,
  calculateAnswer,
  getFinanceAnswer,
  type CalculateRequest,
} from "../contract/finance";
import { placeAnswer } from "../contract/places";
import {
  provenanceAnswer,
  similarVehiclesAnswer,
  spareKeyAnswer,
  vehicleAnswer,
  vehicleListAnswer,
  visitorsAnswer,
  type Vehicle,
} from "../contract/vehicle";
import { offers } from "../contract/vehicle-offers";
import { VEHICLE_PAGE_QUERY as Q, type VehiclePage, type PlaceLookupAnswer } from "../contract/vehicle-page";
import { maxDeposit } from "../contract/finance-deposit";
import { CALCULATOR_DEPOSIT_STEP, snapToSlider } from "../contract/sliders";
import { resolveChoice } from "../finance/rules";
import { parseFinanceChoice } from "../finance/params";
import { REQUEST_ID_HEADER } from "../contract/observability";

/** The fetch of the whole dealer API: each part of a page answer is asked of its own endpoint, in process. */
export type DealerFetch = (request: Request) => Response | Promise<Response>;

/** docs/product/vehicle-page.md#similar-vehicles: 9 similar cars, of those with 2 pictures or more. */
const SIMILAR_VEHICLES = 9;
const SIMILAR_MIN_IMAGES = 2;

const fail = (c: Context, status: 400 | 404, message: string) =>
  c.json({ error: { status, message } } satisfies ApiError, status);

/**
 * GET /api/vehicle-pages/{slug} (contract/vehicle-page.ts): the car's page in one answer, composed from the endpoints
 * that answer each part, so each rule lives once. The parts are asked at once, in two waves (what needs only the
 * slug, then what needs the car); a part whose endpoint fails is null and the rest of the page stands.
 */
export function vehiclePageRoutes({ fetch }: { fetch: DealerFetch }): Hono {
  const app = new Hono();
  app.get("/api/vehicle-pages/:slug", async (c) => {
    const url = new URL(c.req.url);
    const ask = asker(fetch, url.origin, c.req.raw.headers);
    const slug = c.req.param("slug");
    const params = url.searchParams;
    const postcode = params.get(Q.postcode)?.trim();
    const [car, promotions, adminFees, packages, snippets, tariff, place] = await Promise.all([
      ask(`/api/v2/vehicle/${encodeURIComponent(slug)}`, vehicleAnswer),
      ask("/api/offers/template/vehicle-promotion", promosAnswer),
      ask("/api/admin-fees", adminFeesAnswer),
      ask("/api/packages", packagesAnswer),
      ask("/api/v2/content/snippet?pageOptions%5BresultsPerPage%5D=50", nested(z.array(snippet))),
      ask("/api/delivery-tariff", deliveryTariffAnswer),
      postcode ? lookUpPlace(fetch, url.origin, c.req.raw.headers, postcode) : null,
    ]);
    if (car.status === 404) return fail(c, 404, "Vehicle not found");
    if (!car.answer) return c.json({ error: { status: 503, message: "The car could not be read" } }, 503);
    const vehicle = car.answer.data;
    const personalise = personaliseChoice(params);
    if (!personalise.ok) return fail(c, 400, personalise.message);
    const basis = basisChoice(params);
    if (!basis.ok) return fail(c, 400, basis.message);
    const [spareKey, provenance, recentViews, similar, finance] = await Promise.all([
      ask(`/api/v2/vehicle/spare-key/${vehicle.id}`, spareKeyAnswer),
      ask(`/api-motorcheck/provenance/get/${encodeURIComponent(vehicle.vrm)}`, provenanceAnswer, "POST"),
      ask(`/api/visitors/${encodeURIComponent(visitorsPage(vehicle))}`, visitorsAnswer),
      similarCars(ask, vehicle, basis.query),
      offers(vehicle.status, "finance") ? financeParts(ask, vehicle, params, personalise.query) : null,
    ]);
    const page: VehiclePage = {
      vehicle,
      provenance: provenance.answer?.data.data ?? vehicle.provenance,
      spare_key: spareKey.answer?.data.data ?? null,
      recent_views: recentViews.answer?.data.data ?? null,
      similar: similar.cars,
      similar_quotes: similar.quotes,
      promotions: promotions.answer?.data ?? null,
      admin_fees: adminFees.answer
        ? {
            fees: adminFees.answer.data.data,
            note: adminFees.answer.data.meta.note,
            delivery_note: adminFees.answer.data.meta.delivery_note,
          }
        : null,
      packages: packages.answer?.data.data ?? null,
      snippets: snippets.answer?.data.data ?? null,
      delivery_tariff: tariff.answer?.data ?? null,
      place,
      finance,
    };
    c.header("Cache-Control", "no-store");
    return c.json({ data: page });
  });
  return app;
}

interface Asked<T> {
  status: number;
  /** The part's answer, read with its contract; undefined when the call failed. */
  answer?: T;
}

type Ask = <S extends z.ZodTypeAny>(
  path: string,
  schema: S,
  method?: "GET" | "POST",
  body?: unknown,
) => Promise<Asked<z.infer<S>>>;

/**
 * Asks one part of the page of its endpoint, with the caller's client id (rate limits and holds count by it), and
 * reads the answer with the part's contract.
 */
function asker(fetch: DealerFetch, origin: string, headers: Headers): Ask {
  const passed = passedHeaders(headers);
  return async (path, schema, method = "GET", body) => {
    const request = new Request(`${origin}${path}`, {
      method,
      headers: {
        ...passed,
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    try {
      const response = await fetch(request);
      if (!response.ok) return { status: response.status };
      const parsed = schema.safeParse(await response.json());
      return parsed.success ? { status: response.status, answer: parsed.data } : { status: 502 };
    } catch {
      return { status: 500 };
    }
  };
}

/** The caller's client id (rate limits and holds count by it) and request id (its log lines name it). */
function passedHeaders(headers: Headers): Record<string, string> {
  const passed: Record<string, string> = {};
  for (const name of ["X-Client-Id", REQUEST_ID_HEADER]) {
    const value = headers.get(name);
    if (value) passed[name] = value;
  }
  return passed;
}

/** The page name the visitor counter keeps for a car: base64 of `used/{category}/{slug}`. */
const visitorsPage = (vehicle: Vehicle) =>
  Buffer.from(`used/${vehicle.category}/${vehicle.slug}`, "utf8").toString("base64");

/** The place of a postcode, or the dealer's refusal of it (the field's message), or that the lookup failed. */
async function lookUpPlace(
  fetch: DealerFetch,
  origin: string,
  headers: Headers,
  postcode: string,
): Promise<PlaceLookupAnswer> {
  try {
    const response = await fetch(
      new Request(`${origin}/api/places/${encodeURIComponent(postcode)}`, {
        headers: passedHeaders(headers),
      }),
    );
    const json: unknown = await response.json();
    if (response.ok) {
      const found = placeAnswer.safeParse(json);
      return found.success ? { kind: "found", place: found.data.data } : { kind: "unavailable" };
    }
    const refusal = apiError.safeParse(json);
    if ((response.status === 400 || response.status === 404) && refusal.success)
      return { kind: "refused", message: refusal.data.error.message };
    return { kind: "unavailable" };
  } catch {
    return { kind: "unavailable" };
  }
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

/** The similar cars, then their quotes on the shopper's basis (the cars' own VRMs are known only then). */
async function similarCars(ask: Ask, vehicle: Vehicle, basis: URLSearchParams) {
  const slugs = await ask(
    `/api/v2/similar-vehicles/${encodeURIComponent(vehicle.stock_id)}?min_images=${SIMILAR_MIN_IMAGES}`,
    similarVehiclesAnswer,
  );
  if (!slugs.answer) return { cars: null, quotes: null };
  const wanted = slugs.answer.data.slice(0, SIMILAR_VEHICLES).map((item) => item.slug);
  if (wanted.length === 0) return { cars: [], quotes: {} };
  const cars = await ask("/api/used-vehicles/find-by-slugs", vehicleListAnswer, "POST", { slugs: wanted });
  if (!cars.answer) return { cars: null, quotes: null };
  const listed = cars.answer.data.data;
  if (listed.length === 0) return { cars: listed, quotes: {} };
  const query = new URLSearchParams(basis);
  query.set("vrms", listed.map((car) => car.vrm).join(","));
  const quotes = await ask(`/used/cars/get-bulk-finance?${query}`, bulkFinanceAnswer);
  return { cars: listed, quotes: quotes.answer ?? null };
}

const wholeNumber = (value: string | null) =>
  value !== null && /^\d+$/.test(value.trim()) ? Number(value.trim()) : undefined;

/** Pounds as typed into the calculator (pence allowed); the slider keeps them on its steps. */
const typedAmount = (value: string | null) =>
  value !== null && /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value.trim()) : undefined;

/**
 * The finance tools' figures: the personalised quote, the calculator on its choice and the budget finder's. The
 * calculator's deposit is the one typed, else the personalised one, kept on its slider for this car.
 */
async function financeParts(
  ask: Ask,
  vehicle: Vehicle,
  params: URLSearchParams,
  personalise: URLSearchParams,
): Promise<VehiclePage["finance"]> {
  const cashPrice = vehicle.final_price + vehicle.admin_fee;
  const chosen = parseFinanceChoice(personalise);
  const personalDeposit = chosen.ok ? resolveChoice(chosen.value, cashPrice).deposit : 0;
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
  const [quotes, calculator, budget] = await Promise.all([
    ask(`/used/cars/get-finance/${encodeURIComponent(vehicle.vrm)}?${personalise}`, getFinanceAnswer),
    calculatorBody ? ask("/api/finance/calculate", calculateAnswer, "POST", calculatorBody) : undefined,
    budgetBody ? ask("/api/finance/calculate", calculateAnswer, "POST", budgetBody) : undefined,
  ]);
  return {
    personalise: quotes.answer ? { quotes: quotes.answer } : quotes.status === 404 ? { quotes: null } : null,
    calculator: calculator?.answer ?? null,
    budget: budget?.answer ?? null,
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
