// Phones: at 390 px the portal's client list and the admin queue are cards, one per row, showing
// every field within the screen (nothing cut to "LAST TOKE…", no box to scroll sideways), and ids
// and emails move whole to the next line before they are broken.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { DEMO, pageAs } from "./helpers";

const PHONE = { width: 390, height: 844 };

/** The element's text takes one line: it was not broken a few letters at a time. */
const oneLine = (el: Element) =>
  el.getBoundingClientRect().height < Number.parseFloat(getComputedStyle(el).lineHeight) * 1.5;

/** Every cell of the row lies within the screen's width, and the row is laid out as a card. */
async function expectCard(page: Page, row: Locator) {
  expect(await row.evaluate((el) => getComputedStyle(el).display)).toBe("block");
  for (const cell of await row.locator(":scope > td").all()) {
    const box = await cell.boundingBox();
    if (!box) continue;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test("the portal's client list is a list of cards on a phone, each field named", async ({ browser }) => {
  const page = await pageAs(browser, DEMO.developer);
  await page.setViewportSize(PHONE);
  await page.goto("/settings/developer/oauth");
  const row = page.getByTestId("client-row").filter({ hasText: "demo-confidential-app" });
  await expectCard(page, row);
  // The column's name is on the card, beside its value.
  const lastToken = row.getByTestId("client-last-token");
  expect(await lastToken.evaluate((el) => getComputedStyle(el, "::before").content)).toBe('"Last token issued"');
  await lastToken.scrollIntoViewIfNeeded();
  await expect(lastToken).toBeInViewport({ ratio: 1 });
  // The client id moves to its own line whole: it fits there, so it is not broken.
  const id = row.getByText("demo-confidential-app", { exact: true });
  expect(await id.evaluate(oneLine)).toBe(true);
});

test("the admin queue is a list of cards on a phone, with the owner's email whole", async ({ browser }) => {
  const page = await pageAs(browser, DEMO.admin);
  await page.setViewportSize(PHONE);
  await page.goto("/admin/oauth-clients?status=all");
  const row = page.getByTestId("queue-row").first();
  await expectCard(page, row);
  const email = row.getByText(/@example\.com$/).first();
  expect(await email.evaluate(oneLine)).toBe(true);
});
