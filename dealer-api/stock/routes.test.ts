import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  findVehicleAnswer,
  usedVehicleSearchAnswer,
  vehicleAnswer,
  vehicleListAnswer,
  vehicleSearchAnswer,
  type VehicleListing,
} from "../contract/vehicle";
import { findVehicleAppearance } from "./appearance";
import { stockForTests } from "./test-stock";

let stock: Awaited<ReturnType<typeof stockForTests>>;
beforeAll(async () => {
  stock = await stockForTests();
});
afterAll(() => stock.db.destroy());

const search = async (query: string) => {
  const { status, body } = await stock.get(`/api/v2/vehicle-search?${query}`);
  expect(status).toBe(200);
  return vehicleSearchAnswer.parse(body);
};
const forSale = async () =>
  stock.db
    .selectFrom("vehicles")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "FOR_SALE_RETAIL")
    .executeTakeFirstOrThrow();

describe("GET /api/v2/vehicle-search", () => {
  it("answers 9 cars for sale, newest first, with the total", async () => {
    const { data, meta } = await search("");
    const { n } = await forSale();
    expect(data).toHaveLength(9);
    expect(meta).toEqual({
      total: n,
      current_page: 1,
      last_page: Math.ceil(n / 9),
      per_page: 9,
    });
    expect(data.every((car) => car.status === "FOR_SALE_RETAIL")).toBe(true);
    const dates = data.map((car) => car.date_first_registered);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("filters by comma-joined makes and by body and price", async () => {
    const { data, meta } = await search("make=ford,vauxhall&resultsPerPage=100");
    expect(meta.total).toBeGreaterThan(20);
    expect(data.every((car) => ["ford", "vauxhall"].includes(car.make.slug))).toBe(true);
    const suvs = await search("body_type=suv&max_price=15000&min_price=8000&resultsPerPage=100");
    expect(suvs.data.every((car) => car.body_type.slug === "suv")).toBe(true);
    // The price filter compares the cash price, admin fee included (docs/decisions/300-fee-inclusive-prices.md).
    const cash = (car: VehicleListing) => car.final_price + car.admin_fee;
    expect(suvs.data.every((car) => cash(car) >= 8000 && cash(car) <= 15000)).toBe(true);
  });

  it("finds the cars of one version of a model by coin, its CAP id, and counts only them", async () => {
    const { cap_id: capId, n } = await stock.db
      .selectFrom("vehicles")
      .select((eb) => ["cap_id", eb.fn.countAll<number>().as("n")])
      .where("status", "=", "FOR_SALE_RETAIL")
      .groupBy("cap_id")
      .orderBy("n", "desc")
      .orderBy("cap_id")
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(n).toBeGreaterThan(1);
    const { data, meta } = await search(`coin=${capId}&resultsPerPage=100`);
    expect(meta.total).toBe(n);
    expect(data.every((car) => car.cap_id === capId)).toBe(true);
    const { body } = await stock.get(`/api/v2/vehicle-search-filter?coin=${capId}`);
    expect(body.data.total).toBe(n);
    expect((await search("coin=999999999")).meta.total).toBe(0);
  });

  it("needs every feature asked for, and any offer tag", async () => {
    const { data } = await search("features=sat-nav,heated-seats&resultsPerPage=100");
    expect(data.length).toBeGreaterThan(0);
    for (const car of data)
      expect(car.classifiedFeatures).toEqual(expect.arrayContaining(["Sat nav", "Heated seats"]));
    const offers = await search("tags=0-apr,warranty&resultsPerPage=100");
    for (const car of offers.data) {
      expect(car.tags.some((tag) => tag.slug === "0-apr" || tag.slug === "warranty")).toBe(true);
    }
  });

  it("filters by plate, mileage, location, pictures and free text", async () => {
    const plates = await search("min_plate=19&max_plate=69&resultsPerPage=100");
    expect(plates.data.every((car) => ["19", "69"].includes(car.plate))).toBe(true);
    const lowMiles = await search("odometer_value=20000&resultsPerPage=100");
    expect(lowMiles.data.every((car) => car.odometer_value <= 20_000)).toBe(true);
    const york = await search("location_name=york&min_images=4&resultsPerPage=100");
    expect(
      york.data.every((car) => car.location.site.city_town === "York" && car.media_urls.length >= 4),
    ).toBe(true);
    const fiestas = await search("search=FORD%20fiesta&resultsPerPage=100");
    expect(fiestas.meta.total).toBeGreaterThan(0);
    expect(fiestas.data.every((car) => car.name.startsWith("Ford Fiesta"))).toBe(true);
  });

  it.each([
    ["price|asc", (car: VehicleListing) => car.final_price + car.admin_fee, 1],
    ["price|desc", (car: VehicleListing) => car.final_price + car.admin_fee, -1],
    ["mileage|asc", (car: VehicleListing) => car.odometer_value, 1],
    ["mileage|desc", (car: VehicleListing) => car.odometer_value, -1],
  ] as const)("sorts by %s", async (sort, value, direction) => {
    const { data } = await search(`sort=${encodeURIComponent(sort)}&resultsPerPage=50`);
    for (let i = 1; i < data.length; i++)
      expect(direction * (value(data[i]) - value(data[i - 1]))).toBeGreaterThanOrEqual(0);
  });

  it("filters by price position, counts each, and sorts best value first", async () => {
    const { data: best, meta } = await search("price_position=great,good&resultsPerPage=100");
    expect(meta.total).toBeGreaterThan(0);
    expect(best.every((car) => ["great", "good"].includes(car.market_value?.position ?? ""))).toBe(true);
    const { body } = await stock.get("/api/v2/vehicle-search-filter?price_position=great,good");
    const options = body.data.price_position as Record<string, { label: string; count: number }>;
    expect(Object.keys(options)).toEqual(["great", "good", "fair", "higher"]);
    expect(options.great.label).toBe("Great price");
    expect(options.great.count + options.good.count).toBe(meta.total);
    // Best value first: Great before Good before Fair before Higher, then the cars without a position.
    const rank = ["great", "good", "fair", "higher", undefined];
    const { data: sorted } = await search("sort=price_position|asc&resultsPerPage=100&page=1");
    const ranks = sorted.map((car) => rank.indexOf(car.market_value?.position ?? undefined));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(ranks[0]).toBe(0);
    const { status } = await stock.get("/api/v2/vehicle-search?price_position=bargain");
    expect(status).toBe(400);
  });

  it("pages through results", async () => {
    const first = await search("sort=price%7Casc&page=1");
    const second = await search("sort=price%7Casc&page=2");
    expect(second.meta.current_page).toBe(2);
    expect(second.data[0].final_price + second.data[0].admin_fee).toBeGreaterThanOrEqual(
      first.data[8].final_price + first.data[8].admin_fee,
    );
    expect(second.data.map((car) => car.id)).not.toContain(first.data[0].id);
  });

  it.each([
    ["make=ferrari", "make"],
    ["range=zafira-tourer", "range"],
    ["body_type=tank", "body_type"],
    ["colour=tartan", "colour"],
    ["sort=cheapest", "sort"],
    ["page=0", "page"],
    ["resultsPerPage=1000", "resultsPerPage"],
    ["min_price=10000&max_price=5000", "price"],
    ["min_plate=00", "min_plate"],
    ["max_price=lots", "max_price"],
    ["location_name=london", "location_name"],
    ["status=STOLEN", "status"],
    ["coin=abc", "coin"],
    ["coin=0", "coin"],
  ])("refuses %s with a 400 naming %s", async (query, name) => {
    const { status, body } = await stock.get(`/api/v2/vehicle-search?${query}`);
    expect(status).toBe(400);
    expect(body.error.status).toBe(400);
    expect(body.error.message).toContain(name);
  });

  it("ignores parameters it does not know and finance settings it does not use", async () => {
    const { meta } = await search("utm_source=mail&finance_term=48&finance_deposit=1000");
    expect(meta.total).toBe((await forSale()).n);
  });
});

describe("the used-vehicles paths", () => {
  it("answer { data: { data, meta } }", async () => {
    const { status, body } = await stock.get("/api/used-vehicles/cars/search/?make=ford&min_images=1");
    expect(status).toBe(200);
    const answer = usedVehicleSearchAnswer.parse(body);
    expect(answer.data.data.every((car) => car.make.slug === "ford" && car.media_urls.length >= 1)).toBe(
      true,
    );
  });

  it("suggest up to 5 cars for a search term", async () => {
    const { body } = await stock.get("/api/used-vehicles/all/search?search=golf&resultsPerPage=5");
    const { data } = vehicleListAnswer.parse({ data: { data: body.data.data } }).data;
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(5);
  });

  it("know only cars", async () => {
    expect((await stock.get("/api/used-vehicles/vans/search")).status).toBe(404);
  });
});

describe("finding cars", () => {
  it("answers find-by-slugs in the order asked, skipping unknown slugs", async () => {
    const { data } = await search("resultsPerPage=3");
    const slugs = [data[2].slug, "no-such-car", data[0].slug];
    const { status, body } = await stock.post("/api/used-vehicles/find-by-slugs", { slugs });
    expect(status).toBe(200);
    expect(vehicleListAnswer.parse(body).data.data.map((car) => car.slug)).toEqual([
      data[2].slug,
      data[0].slug,
    ]);
  });

  it("refuses more than 50 slugs and bodies that are not JSON", async () => {
    const slugs = Array.from({ length: 51 }, (_, index) => `car-${index}`);
    expect((await stock.post("/api/used-vehicles/find-by-slugs", { slugs })).status).toBe(400);
    expect((await stock.post("/api/used-vehicles/find-by-slugs", "slugs=a")).status).toBe(400);
  });

  it("finds a car's slug by VRM (as typed) or stock id", async () => {
    const [car] = (await search("resultsPerPage=1")).data;
    const byVrm = await stock.post("/api/used-vehicles/find-vehicle", {
      vrm: car.formatted_plate.toLowerCase(),
    });
    expect(findVehicleAnswer.parse(byVrm.body).data.data.slug).toBe(car.slug);
    const byStock = await stock.post("/api/used-vehicles/find-vehicle", { stock_id: car.stock_id });
    expect(byStock.body.data.data.slug).toBe(car.slug);
    expect((await stock.post("/api/used-vehicles/find-vehicle", { vrm: "ZZ99ZZZ" })).status).toBe(404);
    expect((await stock.post("/api/used-vehicles/find-vehicle", {})).status).toBe(400);
  });

  it("answers the whole vehicle by slug", async () => {
    const [car] = (await search("resultsPerPage=1")).data;
    const { status, body } = await stock.get(`/api/v2/vehicle/${car.slug}`);
    expect(status).toBe(200);
    const { data } = vehicleAnswer.parse(body);
    expect(data.slug).toBe(car.slug);
    expect(data.technical_spec["EC Combined mpg"]).toBe(car.mpg);
    expect((await stock.get("/api/v2/vehicle/no-such-car")).status).toBe(404);
  });

  it("answers a car's market estimate, and the cars of its model it was compared with", async () => {
    const { data } = await search("sort=price_position|asc&resultsPerPage=100");
    const compared = data.find((car) => car.market_value?.basis === "comparables")!;
    const { body } = await stock.get(`/api/v2/vehicle/${compared.slug}`);
    const vehicle = vehicleAnswer.parse(body).data;
    expect(vehicle.market_value).toEqual(compared.market_value);
    const market = vehicle.market_value!;
    expect(market.low).toBeLessThan(market.estimate);
    expect(market.high).toBeGreaterThan(market.estimate);
    expect(vehicle.market_comparables.length).toBe(Math.min(24, market.comparables));
    const miles = vehicle.market_comparables.map((car) =>
      Math.abs(car.odometer_value - vehicle.odometer_value),
    );
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
  });

  it("answers the vehicle page's small calls", async () => {
    const [car] = (await search("resultsPerPage=1")).data;
    expect((await stock.get(`/api/v2/vehicle/spare-key/${car.id}`)).body.data.data).toBe(car.spare_key);
    const similar = await stock.get(`/api/v2/similar-vehicles/${car.stock_id}?min_images=2`);
    expect(similar.body.data.length).toBeGreaterThan(0);
    expect(similar.body.data.map((item: { slug: string }) => item.slug)).not.toContain(car.slug);
    const provenance = await stock.post(`/api-motorcheck/provenance/get/${car.vrm}`, {});
    expect(provenance.body.data.data.items).toHaveLength(12);
    const page = Buffer.from(`used/cars/${car.slug}`).toString("base64");
    expect((await stock.get(`/api/visitors/${encodeURIComponent(page)}`)).body.data.data).toBe(
      car.recent_views,
    );
  });

  it("describes a car's looks for its pictures", async () => {
    const [car] = (await search("resultsPerPage=1")).data;
    expect(await findVehicleAppearance(stock.db, car.slug)).toEqual({
      bodyType: car.body_type.slug,
      colourName: car.colour,
      colourHex: car.colour_hex,
      make: car.make.name,
      range: car.range.name,
      year: car.year,
    });
    expect(await findVehicleAppearance(stock.db, "no-such-car")).toBeUndefined();
  });
});
