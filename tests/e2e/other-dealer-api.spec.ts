import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { createDealerApi, type DealerApi } from "../../dealer-api/setup";
import { serverEnv } from "../../playwright.config";
import { test, expect, READS_THE_PAGE } from "./fixtures";

// The built site pointed at another dealer API (DEALER_API_URL): what it shows of the dealer comes from that API,
// none from the embedded one (docs/decisions/200-dealer-api-boundary.md). Here the other API is the real one under
// another group's name, with no branches, so the pages show the group's own phone number and e-mail address.
const OTHER_GROUP = { name: "Other Motors", telephone: "01632 960999", email: "hello@othermotors.example" };

test.describe.configure({ mode: "serial", timeout: 60_000 });

let api: DealerApi;
let apiServer: ServerType;
let site: ChildProcess;
let origin: string;

/** A port nothing listens on just now, for the site's own copy. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  api = await createDealerApi({
    filename: ":memory:",
    vehicles: 12,
    seed: 7,
    today: new Date("2026-11-01T12:00:00Z"),
  });
  const answer = async (request: Request) => {
    const { pathname } = new URL(request.url);
    // The content every page shows around its own comes in one answer (GET /api/site-content): the other group's
    // contact, and no branches.
    if (pathname === "/api/site-content") {
      const { data } = (await (await api.app.fetch(request)).json()) as { data: object };
      return Response.json({ data: { ...data, group: OTHER_GROUP, departments: [] } });
    }
    return api.app.fetch(request);
  };
  const apiPort = await new Promise<number>((resolve) => {
    apiServer = serve({ fetch: answer, port: 0, hostname: "127.0.0.1" }, (info) => resolve(info.port));
  });
  const port = await freePort();
  origin = `http://localhost:${port}`;
  site = spawn(process.execPath, ["build/index.js"], {
    stdio: "ignore",
    env: {
      ...process.env,
      ...serverEnv,
      PORT: String(port),
      SITE_URL: origin,
      DEALER_API_URL: `http://127.0.0.1:${apiPort}`,
      DEALER_DB_FILE: `.data/e2e-other-api-${port}-unused.sqlite`,
    } as NodeJS.ProcessEnv,
  });
  await expect
    .poll(
      () =>
        fetch(`${origin}/healthcheck`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  site?.kill("SIGTERM");
  await new Promise((resolve) => apiServer?.close(resolve));
  await api?.close();
});

test(
  "the footer gives the group's phone number, e-mail address and name from the dealer API",
  READS_THE_PAGE,
  async ({ page, expectAccessible }) => {
    const response = await page.goto(`${origin}/`);
    expect(response?.status()).toBe(200);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: OTHER_GROUP.telephone })).toHaveAttribute(
      "href",
      "tel:01632960999",
    );
    await expect(footer.getByRole("link", { name: OTHER_GROUP.email })).toHaveAttribute(
      "href",
      `mailto:${OTHER_GROUP.email}`,
    );
    await expect(footer.getByText(/All rights reserved/)).toContainText(OTHER_GROUP.name);
    await expect(page.locator("body")).not.toContainText("0113 496 0400");
    await expect(page.locator("body")).not.toContainText("sales@northwaycars.co.uk");
    await expectAccessible();
  },
);
