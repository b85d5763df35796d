import type { KyselyPlugin } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
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
import { createDealerApi, type DealerApi } from "../setup";
import { describeOnEachEngine } from "../test-engines";

/** GET /api/site-content: what every page of the site shares, in one answer, on SQLite and on PostgreSQL. */

const TODAY = new Date("2026-11-01T12:00:00Z");

await describeOnEachEngine("GET /api/site-content", (engine) => {
  let api: DealerApi;
  beforeAll(async () => {
    api = await createDealerApi({
      ...(await engine.apiDatabase()),
      vehicles: 60,
      seed: 20261101,
      today: TODAY,
    });
  });
  afterAll(() => api?.close());

  const json = async (path: string, init?: RequestInit): Promise<unknown> => {
    const response = await api.app.request(path, init);
    expect(response.status, path).toBe(200);
    return response.json();
  };
  const siteContent = async (app = api.app): Promise<SiteContent> => {
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
    await api.db
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
    let statements = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => args.node,
      // Called once for each statement the database ran (transformQuery is also called for each subquery built).
      transformResult: async (args) => {
        statements += 1;
        return args.result;
      },
    };
    const app = createDealerApp({ db: api.db.withPlugin(counting), today: () => TODAY });
    await siteContent(app);
    statements = 0;
    await siteContent(app);
    expect(statements).toBeGreaterThan(0);
    expect(statements).toBeLessThanOrEqual(2);
  });

  it("answers each part it could not read as null, and the group's contact still", async () => {
    const failing: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async () => {
        throw new Error("the database does not answer");
      },
    };
    const app = createDealerApp({ db: api.db.withPlugin(failing), today: () => TODAY });
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
