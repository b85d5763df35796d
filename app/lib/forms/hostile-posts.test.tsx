import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import type { RouteObject } from "react-router-dom";
import { FORM_IDS } from "@contract/forms";
import { forgetEverything } from "~/lib/cache.server";
import { setTransport } from "~/dealer/transport.server";
import { openDealerApiForTests } from "~/dealer/test-dealer-api";
import EnquiryPage, { action as enquiryAction, loader as enquiryLoader } from "~/routes/enquiry";
import ReservePage, { action as reserveAction, loader as reserveLoader } from "~/routes/reserve.$slug";
import { CONTEXT_FIELDS } from "./names";
import type { FormActionData } from "./view";

/**
 * Hostile form posts through the site's real actions, and the action's own page drawn from the answer as the server
 * draws it without JavaScript: whatever is posted as the form's key or as field names, the answer is a 4xx with the
 * form drawn again, ids are the site's own, and nothing posted reaches Object.prototype.
 */
const dealer = openDealerApiForTests();

beforeAll(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

const routes: RouteObject[] = [
  {
    id: "enquiry",
    path: "/enquiry",
    loader: enquiryLoader as never,
    action: enquiryAction as never,
    Component: EnquiryPage,
  },
  {
    id: "reserve",
    path: "/reserve/:slug",
    loader: reserveLoader as never,
    action: reserveAction as never,
    Component: ReservePage,
  },
];

type Entries = [string, string][];

/** Posts `entries` to `path` and draws the page that answers, as the server does for a browser without JavaScript. */
async function postAndDraw(path: string, entries: Entries) {
  const request = () =>
    new Request(`http://localhost${path}`, {
      method: "POST",
      body: new URLSearchParams(entries),
      headers: { "X-Forwarded-For": "198.51.100.9" },
    });
  const action = path.startsWith("/reserve/") ? reserveAction : enquiryAction;
  const response = await action({ request: request(), params: { slug: dealer.slug }, context: {} });
  const body = await response.text();
  const handler = createStaticHandler(routes);
  const context = await handler.query(request());
  if (context instanceof Response) throw new Error(`the page answered a ${context.status} response`);
  const html = renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
  );
  return {
    status: response.status,
    body,
    answer: JSON.parse(body) as FormActionData,
    pageStatus: context.statusCode,
    pageErrors: context.errors,
    html,
  };
}

/** A post with the form's own inputs and nothing typed: every required field is refused. */
const emptyPost = (formId: number, key: string): Entries => [
  [CONTEXT_FIELDS.formKey, key],
  [CONTEXT_FIELDS.formId, String(formId)],
  [CONTEXT_FIELDS.redirectTo, "/contact"],
];

const pages = () => [
  { path: "/enquiry?form=7", formId: FORM_IDS.generalEnquiry, own: "enquiry" },
  { path: `/reserve/${dealer.slug}`, formId: FORM_IDS.reservation, own: "reserve" },
];

/** The ids, `for`s and aria-describedbys of the page. */
const idsOf = (html: string) =>
  [...html.matchAll(/ (?:id|for|aria-describedby)="([^"]*)"/g)].map((match) => match[1]);

describe("the form's key is the site's own, never the one posted", () => {
  it("a 100 KB key is not echoed into the answer or the page's ids", async () => {
    const huge = "k".repeat(100_000);
    for (const { path, formId, own } of pages()) {
      const drawn = await postAndDraw(path, emptyPost(formId, huge));
      expect(drawn.status, path).toBe(400);
      expect(drawn.pageStatus, path).toBe(400);
      expect(drawn.body, path).not.toContain("kkkkkkkkkk");
      expect(drawn.body.length, path).toBeLessThan(20_000);
      expect(drawn.answer.formId, path).toBe(own);
      expect(drawn.html, path).not.toContain("kkkkkkkkkk");
      expect(drawn.html.length, path).toBeLessThan(100_000);
      // The form is drawn again with its errors, under the page's own key.
      expect(drawn.html, path).toContain("There is a problem");
      expect(
        idsOf(drawn.html).filter((id) => id.length > 60),
        path,
      ).toEqual([]);
    }
  });

  it("prototype names as the key answer 400 with the form drawn again under the page's own key", async () => {
    for (const key of ["__proto__", "constructor", "toString", "hasOwnProperty", "prototype", ""]) {
      for (const { path, formId, own } of pages()) {
        const drawn = await postAndDraw(path, emptyPost(formId, key));
        expect([drawn.status, drawn.pageStatus, drawn.pageErrors], `${path} ${key}`).toEqual([
          400,
          400,
          null,
        ]);
        expect(drawn.answer.formId, key).toBe(own);
        expect(drawn.answer.form?.context.key, key).toBe(own);
        expect(drawn.html, key).toContain("There is a problem");
      }
    }
  });

  it("keeps a key the site gave (so the page's form finds its answer), tied to the form posted", async () => {
    const kept: [number, string][] = [
      [FORM_IDS.generalEnquiry, "enquiry"],
      [FORM_IDS.generalEnquiry, `form-${FORM_IDS.generalEnquiry}`],
      [FORM_IDS.vehicleEnquiry, "vehicle-enquire"],
      [FORM_IDS.testDrive, "vehicle-testdrivesearch"],
    ];
    for (const [formId, key] of kept) {
      const drawn = await postAndDraw(`/enquiry?form=${formId}`, emptyPost(formId, key));
      expect(drawn.answer.formId).toBe(key);
    }
    // Another form's key is not this form's.
    for (const key of [`form-${FORM_IDS.testDrive}`, "vehicle-enquire", "reserve"]) {
      const general = FORM_IDS.generalEnquiry;
      const drawn = await postAndDraw(`/enquiry?form=${general}`, emptyPost(general, key));
      expect(drawn.answer.formId, key).toBe("enquiry");
    }
  });
});

describe("posted field names that are Object.prototype's", () => {
  const names = [
    "__proto__",
    "constructor",
    "toString",
    "hasOwnProperty",
    "valueOf",
    "__proto__.polluted",
    "constructor.prototype.polluted",
    "opt_in.__proto__",
    "opt_in.constructor",
    "first_name.__proto__",
  ];

  it("answer 400 with the form drawn again and everything typed kept; nothing reaches Object.prototype", async () => {
    for (const name of names) {
      for (const { path, formId } of pages()) {
        const drawn = await postAndDraw(path, [
          ...emptyPost(formId, "enquiry"),
          ["first_name", "Jane"],
          [name, "1"],
          [name, "2"],
        ]);
        expect([drawn.status, drawn.pageStatus, drawn.pageErrors], `${path} ${name}`).toEqual([
          400,
          400,
          null,
        ]);
        expect(drawn.html, name).toContain("There is a problem");
        expect(drawn.html, name).toContain('value="Jane"');
        expect((drawn.answer.repopulateFields as Record<string, unknown>).first_name, name).toBe("Jane");
        expect(({} as Record<string, unknown>).polluted, name).toBeUndefined();
        expect(Object.prototype.hasOwnProperty.call(Object.prototype, "polluted"), name).toBe(false);
      }
    }
  });
});

describe("the form a post carries, drawn while the dealer API is down", () => {
  /** The dealer API answering 500 to everything about forms (the definition cannot be loaded). */
  const formsDown = () => {
    forgetEverything();
    setTransport(async (request) =>
      new URL(request.url).pathname.startsWith("/api/form/")
        ? new Response("down", { status: 500 })
        : dealer.api.app.fetch(request),
    );
  };
  afterAll(() => setTransport(async (request) => dealer.api.app.fetch(request)));

  const snapshotWith = (name: string) =>
    JSON.stringify({
      id: FORM_IDS.generalEnquiry,
      form_title: "Contact us",
      fields: [
        {
          id: 1,
          name: "first_name",
          type: "text",
          label: "First name",
          placeholder: "",
          required: true,
          options: [],
          hint: null,
          autocomplete: null,
        },
        {
          id: 2,
          name,
          type: "text",
          label: "Hostile",
          placeholder: "",
          required: false,
          options: [],
          hint: null,
          autocomplete: null,
        },
      ],
      terms: { terms: "<p>Terms</p>", label: "I agree" },
      opt_in: [],
      opt_in_description: "",
      force_terms: false,
      submit_text: "Send",
    });

  it("draws the form again from the post (503) unless it names a field the site could not have written", async () => {
    formsDown();
    const general = FORM_IDS.generalEnquiry;
    const plain = await postAndDraw(`/enquiry?form=${general}`, [
      ...emptyPost(general, "enquiry"),
      [CONTEXT_FIELDS.snapshot, snapshotWith("middle_name")],
      ["first_name", "Jane"],
    ]);
    expect([plain.status, plain.pageStatus, plain.pageErrors]).toEqual([503, 503, null]);
    expect(plain.html).toContain('value="Jane"');
    for (const name of ["__proto__", "constructor", "toString", "a.b", "x".repeat(100)]) {
      const drawn = await postAndDraw(`/enquiry?form=${general}`, [
        ...emptyPost(general, "enquiry"),
        [CONTEXT_FIELDS.snapshot, snapshotWith(name)],
        [name, "1"],
      ]);
      expect([drawn.status, drawn.pageStatus, drawn.pageErrors], name).toEqual([503, 503, null]);
      expect(drawn.answer.form, name).toBeNull();
      expect(drawn.html, name).toContain("Sorry, we were unable to process your submission");
    }
  });
});
