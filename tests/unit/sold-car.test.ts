import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDealerApi, type DealerApi } from "../../dealer-api/setup";
import { FORM_IDS } from "@contract/forms";
import { ukToday } from "@contract/form-rules";
import { findForm } from "../../dealer-api/content/form-routes";
import { goodAnswers } from "../../dealer-api/forms/test-support";
import { setTransport } from "~/dealer/transport.server";
import { loader as vehicleLoader } from "~/routes/used.$category.$slug/route";
import { loader as financeToolLoader } from "~/routes/resources.finance.$vrm";
import { loader as applyLoader } from "~/routes/finance.apply";
import { action as enquiryAction, loader as enquiryLoader } from "~/routes/enquiry";
import { CONTEXT_FIELDS, HONEYPOT_FIELD } from "~/lib/forms/names";
import type { FormActionData } from "~/lib/forms/view";

/**
 * A sold car, through the site's own loaders and actions over a real dealer API: its page offers no finance, test
 * drive or reservation, whatever the URL asks; the finance routes have nothing for it; a test drive posted anyway comes
 * back with the dealer's reason and everything typed. A reserved car keeps its finance and test drive (ADR 080).
 */
let api: DealerApi;
const cars: Record<"SOLD" | "RESERVED", { slug: string; vrm: string }> = {} as never;

beforeAll(async () => {
  api = await createDealerApi({
    filename: ":memory:",
    vehicles: 80,
    seed: 20261101,
    today: new Date("2026-11-01T12:00:00Z"),
  });
  setTransport(async (request) => api.app.fetch(request));
  for (const status of ["SOLD", "RESERVED"] as const) {
    cars[status] = await api.db
      .selectFrom("vehicles")
      .select(["slug", "vrm"])
      .where("status", "=", status)
      .orderBy("id")
      .executeTakeFirstOrThrow();
  }
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterAll(async () => {
  setTransport(undefined);
  await api.close();
});

async function vehiclePage(slug: string, query = "") {
  const request = new Request(`http://localhost/used/cars/${slug}${query}`);
  // The page's data as the loader answers it.
  const answer = await vehicleLoader({
    request,
    params: { category: "cars", slug },
    context: {},
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as {
    finance: unknown;
    promotions: unknown[];
    openForm: { form: string | null };
  };
}

describe("a sold car's page", () => {
  it("carries no finance and no promotions", async () => {
    const page = await vehiclePage(cars.SOLD.slug, "?finance_term=36&calc_deposit=1000");
    expect(page.finance).toBeNull();
    expect(page.promotions).toEqual([]);
  });

  it.each(["?modal=testdrivesearch", "?modal=reserve", "?enquire=1"])(
    "opens no form for %s",
    async (query) => {
      expect((await vehiclePage(cars.SOLD.slug, query)).openForm.form).toBeNull();
    },
  );

  it("still opens the enquiry form", async () => {
    expect((await vehiclePage(cars.SOLD.slug, "?modal=enquire")).openForm.form).toBe("enquire");
  });
});

describe("a reserved car's page", () => {
  it("keeps its finance and test drive, but not a second reservation", async () => {
    expect((await vehiclePage(cars.RESERVED.slug)).finance).not.toBeNull();
    expect((await vehiclePage(cars.RESERVED.slug, "?modal=testdrivesearch")).openForm.form).toBe(
      "testdrivesearch",
    );
    expect((await vehiclePage(cars.RESERVED.slug, "?modal=reserve")).openForm.form).toBeNull();
  });
});

describe("the finance routes for a sold car", () => {
  it.each(["personalise", "calculator", "budget"])(
    "/resources/finance answers 404 for the %s block",
    async (block) => {
      const request = new Request(`http://localhost/resources/finance/${cars.SOLD.vrm}?block=${block}`);
      const response = (await financeToolLoader({
        request,
        params: { vrm: cars.SOLD.vrm },
        context: {},
      })) as Response;
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ unavailable: true });
    },
  );

  it("/finance/apply is not found", async () => {
    const request = new Request(
      `http://localhost/finance/apply?vrm=${cars.SOLD.vrm}&product=PCP&term=48&deposit=1000&mileage=8000`,
    );
    const answer = await applyLoader({ request, params: {}, context: {} }).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(404);
  });
});

describe("/enquiry for a sold car", () => {
  const open = async (form: number, slug: string) => {
    const request = new Request(`http://localhost/enquiry?form=${form}&vehicle=${slug}`);
    const response = (await enquiryLoader({ request, params: {}, context: {} })) as Response;
    return (await response.json()) as { form: unknown; notOffered: { message: string } | null };
  };

  it("draws no test-drive form, and says why", async () => {
    const page = await open(FORM_IDS.testDrive, cars.SOLD.slug);
    expect(page.form).toBeNull();
    expect(page.notOffered?.message).toBe(
      "Sorry, this car has been sold, so it can no longer be booked for a test drive.",
    );
  });

  it("still draws the enquiry about it, and a reserved car's test drive", async () => {
    expect((await open(FORM_IDS.vehicleEnquiry, cars.SOLD.slug)).form).not.toBeNull();
    expect((await open(FORM_IDS.testDrive, cars.RESERVED.slug)).form).not.toBeNull();
  });
});

describe("a test drive of a sold car posted to /enquiry", () => {
  it("comes back with the dealer's reason and everything typed", async () => {
    const definition = (await findForm(api.db, FORM_IDS.testDrive))!;
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(goodAnswers(definition, ukToday()))) {
      if (value !== false) body.append(name, value === true ? "yes" : String(value));
    }
    body.append("terms", "yes");
    body.append(HONEYPOT_FIELD, "");
    body.append("__rvfInternalFormId", "vehicle-form");
    body.append(CONTEXT_FIELDS.formId, String(FORM_IDS.testDrive));
    body.append(CONTEXT_FIELDS.redirectTo, `/used/cars/${cars.SOLD.slug}`);
    body.append(CONTEXT_FIELDS.vehicle, cars.SOLD.slug);
    const response = (await enquiryAction({
      request: new Request(`http://localhost/enquiry?form=${FORM_IDS.testDrive}`, { method: "POST", body }),
      params: {},
      context: { clientAddress: "198.51.100.78" },
    })) as Response;
    expect(response.status).toBe(409);
    const answer = (await response.json()) as FormActionData;
    expect(answer.formError?.detail).toBe(
      "Sorry, this car has been sold, so it can no longer be booked for a test drive.",
    );
    expect(answer.repopulateFields).toMatchObject({ first_name: "Jane", email: "jane.smith@example.com" });
  });
});
