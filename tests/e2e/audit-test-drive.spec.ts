import { test, expect } from "./fixtures";
import { carSlugs, field, settled, visitorAddress } from "./forms-helpers";

// Issue 38, item 16: a test drive is booked only while the branch is open (the collection step's rule).

// eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object; this one has none
test.use({ extraHTTPHeaders: async ({}, use, info) => use({ "X-Forwarded-For": visitorAddress(info, 16) }) });

/** The next Sunday after today in the UK, as the date input takes it. */
function nextSunday(): string {
  const date = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
  while (date.getUTCDay() !== 0) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

test("a test drive on Christmas Day, or before a branch opens on a Sunday, is refused with the reason", async ({
  page,
  javaScriptEnabled,
  expectAccessible,
}) => {
  const slug = (await carSlugs(page))[javaScriptEnabled ? 11 : 12];
  await page.goto(`/enquiry?form=8&vehicle=${slug}`);
  await settled(page);
  await field(page, "First name").fill("Martha");
  await field(page, "Last name").fill("Jones");
  await field(page, "Email address").fill("martha.jones@example.com");
  await field(page, "Phone number").fill("07700 900123");
  await field(page, "Preferred date").fill("2026-12-25");
  await field(page, "Preferred time").selectOption("10:00");
  await page.getByRole("radio", { name: "Yes" }).check();
  await field(page, "I agree to the terms and conditions").check();
  await page.getByRole("button", { name: "Request test drive" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
  await expect(summary).toContainText("is closed on Friday 25 December. Choose another day");
  await expect(field(page, "First name")).toHaveValue("Martha");
  await expect(field(page, "Preferred date")).toHaveValue("2026-12-25");
  await expectAccessible();

  const sunday = nextSunday();
  await field(page, "Preferred date").fill(sunday);
  if (javaScriptEnabled) {
    // The times follow the date: a Sunday opens at 11:00.
    await expect(field(page, "Preferred time").locator('option[value="09:00"]')).toHaveCount(0);
    await expect(field(page, "Preferred time").locator('option[value="11:00"]')).toHaveCount(1);
  } else {
    await field(page, "Preferred time").selectOption("09:00");
    await page.getByRole("button", { name: "Request test drive" }).click();
    await expect(summary).toContainText("Choose a time from 11:00 to 16:30");
    await expect(field(page, "Preferred date")).toHaveValue(sunday);
  }
  await field(page, "Preferred time").selectOption("11:00");
  await page.getByRole("button", { name: "Request test drive" }).click();
  await expect(page).toHaveURL(/\/thank-you/);
});
