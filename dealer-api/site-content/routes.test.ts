import { expect, it } from "vitest";
import {
  departmentsAnswer,
  groupContactAnswer,
  listedCarsOf,
  menuAnswer,
  pageAnswer,
  snippetsAnswer,
  socialLink,
  socialsAnswer,
} from "../contract/content";
import { siteContentAnswer, stockVocabularyOf, type SiteContent } from "../contract/site-content";
import { filterOptionsAnswer } from "../contract/vehicle";
import { createDealerApp } from "../app";
import {
  describeOnEachEngine,
  failingStatements,
  statementCounter,
  SEED_DAY,
  seededDealerApi,
} from "../test-engines";

/** GET /api/site-content: what every page of the site shares, in one answer, on SQLite and on PostgreSQL. */

await describeOnEachEngine("GET /api/site-content", (engine) => {
  const dealer = seededDealerApi(engine, 60);
  const { json } = dealer;

  const siteContent = async (app = dealer.api.app): Promise<SiteContent> => {
    const response = await app.request("/api/site-content");
    expect(response.status).toBe(200);
    return siteContentAnswer.parse(await response.json()).data;
  };

  it("carries each part as its own endpoint answers it", async () => {
    const answer = await siteContent();
    expect(answer.header).toEqual(pageAnswer.parse(await json("/api/page/header")).data);
    expect(answer.search_page).toEqual(pageAnswer.parse(await json("/api/page/used-cars-search")).data);
    for (const menu of ["header", "footer", "footer-term-links"] as const) {
      expect(answer.menus?.[menu], menu).toEqual(menuAnswer.parse(await json(`/api/menu/${menu}`)).data.data);
    }
    expect(answer.menus?.header.length).toBeGreaterThan(2);
    const socials = socialsAnswer.parse(await json("/content/socials")).data.data[0]!.contents.social_site;
    expect(answer.socials).toEqual(socialLink.array().parse(JSON.parse(socials)));
    expect(answer.socials?.length).toBeGreaterThan(0);
    const departments = departmentsAnswer.parse(
      await json("/api/departments", { method: "POST", body: "{}" }),
    );
    expect(answer.departments).toEqual(departments.data.data);
    expect(answer.departments).toHaveLength(4);
    expect(answer.snippets).toEqual(snippetsAnswer.parse(await json("/api/v2/content/snippet")).data.data);
    expect(answer.group).toEqual(groupContactAnswer.parse(await json("/api/group")).data);
  });

  it("lists every make with a car listed by the search page's rule, most cars first, as the filter counts count it", async () => {
    const answer = await siteContent();
    const { status, min_images } = listedCarsOf(answer.search_page);
    const options = filterOptionsAnswer.parse(
      await json(`/api/v2/vehicle-search-filter?status=${status}&min_images=${min_images}`),
    ).data;
    const listed = Object.entries(options.make).filter(([, option]) => option.count > 0);
    expect(answer.makes).toHaveLength(listed.length);
    expect(answer.makes!.length).toBeGreaterThan(3);
    for (const make of answer.makes!) {
      expect(make).toEqual({
        slug: make.slug,
        name: options.make[make.slug]!.label,
        count: options.make[make.slug]!.count,
      });
    }
    const counts = answer.makes!.map((make) => make.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // A car sold is counted out of its make at once: the makes are read from the stock, not kept.
    const make = answer.makes!.at(-1)!;
    await dealer.api.db
      .updateTable("vehicles")
      .set({ status: "SOLD" })
      .where("make_slug", "=", make.slug)
      .where("status", "=", status)
      .execute();
    expect((await siteContent()).makes!.map((each) => each.slug)).not.toContain(make.slug);
  });

  it("carries the stock's vocabulary under the same listing rule, as the filter counts name it", async () => {
    const answer = await siteContent();
    const { status, min_images } = listedCarsOf(answer.search_page);
    const options = filterOptionsAnswer.parse(
      await json(`/api/v2/vehicle-search-filter?status=${status}&min_images=${min_images}`),
    ).data;
    expect(answer.vocabulary).toEqual(stockVocabularyOf(options));
    expect(answer.vocabulary!.total).toBe(options.total);
    expect(Object.keys(answer.vocabulary!.ranges).length).toBeGreaterThan(3);
    for (const make of answer.makes!) expect(answer.vocabulary!.makes[make.slug]).toBe(make.name);
  });

  it("reads the database in two statements once the stock index is built", async () => {
    const counter = statementCounter();
    const app = createDealerApp({ db: dealer.api.db.withPlugin(counter.plugin), today: () => SEED_DAY });
    await siteContent(app);
    counter.reset();
    await siteContent(app);
    expect(counter.count()).toBeGreaterThan(0);
    expect(counter.count()).toBeLessThanOrEqual(2);
  });

  it("answers each part it could not read as null, and the group's contact still", async () => {
    const app = createDealerApp({ db: dealer.api.db.withPlugin(failingStatements), today: () => SEED_DAY });
    const answer = await siteContent(app);
    expect(answer).toEqual({
      header: null,
      search_page: null,
      menus: null,
      socials: null,
      departments: null,
      snippets: null,
      group: (await siteContent()).group,
      makes: null,
      vocabulary: null,
    });
  });
});
