import { expect, it } from "vitest";
import { blogListAnswer } from "../contract/blog";
import { listedCarsOf, offersAnswer, pageAnswer, reviewsAnswer } from "../contract/content";
import { LATEST_POSTS } from "../contract/content-page";
import { CARS_ON_OFFER, homePageAnswer, type HomePage } from "../contract/home-page";
import { offerTags, vehicleSearchAnswer } from "../contract/vehicle";
import { createDealerApp } from "../app";
import { describeOnEachEngine, failingStatements, SEED_DAY, seededDealerApi } from "../test-engines";

/** GET /api/home-page: the home page's own blocks in one answer, on SQLite and on PostgreSQL. */

await describeOnEachEngine("GET /api/home-page", (engine) => {
  const dealer = seededDealerApi(engine, 60);
  const { json } = dealer;

  const homePage = async (app = dealer.api.app): Promise<HomePage> => {
    const response = await app.request("/api/home-page");
    expect(response.status).toBe(200);
    return homePageAnswer.parse(await response.json()).data;
  };

  it("carries the reviews, the offer cards and the latest posts as their own endpoints answer them", async () => {
    const answer = await homePage();
    expect(answer.reviews).toEqual(reviewsAnswer.parse(await json("/api/reviews")).data);
    expect(answer.reviews!.data.length).toBeGreaterThan(0);
    expect(answer.offers).toEqual(offersAnswer.parse(await json("/api/offers")).data.data);
    expect(answer.offers!.length).toBeGreaterThan(0);
    expect(answer.latest_posts).toEqual(
      blogListAnswer.parse(await json(`/api/blog/all?resultsPerPage=${LATEST_POSTS}`)).data.data,
    );
  });

  it("carries the listed cars on offer, newest in stock first, as the vehicle search finds them", async () => {
    const answer = await homePage();
    const { status, min_images } = listedCarsOf(
      pageAnswer.parse(await json("/api/page/used-cars-search")).data,
    );
    const search = vehicleSearchAnswer.parse(
      await json(
        `/api/v2/vehicle-search?status=${status}&min_images=${min_images}&tags=${offerTags.join(",")}` +
          `&sort=date_stock_in|desc&resultsPerPage=${CARS_ON_OFFER}`,
      ),
    );
    expect(answer.cars_on_offer).toEqual(search.data);
    expect(answer.cars_on_offer!.length).toBeGreaterThan(0);
    expect(answer.cars_on_offer!.length).toBeLessThanOrEqual(CARS_ON_OFFER);
    // A car sold leaves the carousel at once: the cars are read from the stock, with no ETag for a cache to keep.
    const sold = answer.cars_on_offer![0]!;
    await dealer.api.db
      .updateTable("vehicles")
      .set({ status: "SOLD" })
      .where("slug", "=", sold.slug)
      .execute();
    const response = await dealer.api.app.request("/api/home-page");
    expect(response.headers.get("ETag")).toBeNull();
    const after = homePageAnswer.parse(await response.json()).data;
    expect(after.cars_on_offer!.map((car) => car.slug)).not.toContain(sold.slug);
  });

  it("answers each part it could not read as null", async () => {
    const app = createDealerApp({ db: dealer.api.db.withPlugin(failingStatements), today: () => SEED_DAY });
    expect(await homePage(app)).toEqual({
      reviews: null,
      offers: null,
      latest_posts: null,
      cars_on_offer: null,
    });
  });
});
