// What each page costs a phone: the gzipped size of every script it loads. The anonymous pages,
// the consent screen and the error pages ship the framework's own minimum (the smallest page of
// the build, plus a little); the signed-in areas have budgets a bit above what they weigh today.
import { gzipSync } from "node:zlib";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO, pageAs } from "./helpers";
import { newEndUserPage } from "./portal-helpers";

const KB = 1024;
/** How far above the build's smallest page the minimal pages may be. */
const MINIMAL_MARGIN = 2 * KB;

type Who = "anonymous" | "new end user" | "user" | "developer" | "admin";
/** `budget`: "minimal" (the smallest App Router page + 2 KB), "none" (a static document: no script) or a ceiling in bytes. */
/** `heading`: the page's h1, to prove the page measured is the one meant. */
type Weighed = { name: string; path: string; who: Who; budget: "minimal" | "none" | number; heading: RegExp };

const AUTHORIZE =
  "/auth/oauth2/authorize?" +
  new URLSearchParams({
    client_id: "demo-confidential-app",
    redirect_uri: "http://localhost:8080/callback",
    scope: "PROFILE_READ BOOKING_READ BOOKING_WRITE SCHEDULE_READ EVENT_TYPE_READ TEAM_BOOKING_READ ORG_PROFILE_READ",
    state: "weight",
    response_type: "code",
  }).toString();

const PAGES: Weighed[] = [
  {
    name: "home (signed out)",
    path: "/",
    who: "anonymous",
    budget: "minimal",
    heading: /^Build on the scheduling API$/,
  },
  // Two fields checked without a form library or zod: 141.4 KB measured, 4.2 above the smallest page.
  { name: "sign-in", path: "/auth/signin", who: "anonymous", budget: 144 * KB, heading: /^Sign in$/ },
  { name: "sign-up", path: "/auth/signup", who: "anonymous", budget: 188 * KB, heading: /^Create an account$/ },
  // One HTML document built per deployment and cached publicly: it carries no script at all.
  { name: "API reference", path: "/docs/api", who: "anonymous", budget: "none", heading: /reference$/ },
  {
    name: "agent quickstart",
    path: "/docs/agent-quickstart",
    who: "anonymous",
    budget: "none",
    heading: /^Agent quickstart$/,
  },
  {
    name: "not found",
    path: "/no-such-page",
    who: "anonymous",
    budget: "minimal",
    heading: /not found|could not be found/i,
  },
  {
    name: "authorization error",
    path: "/auth/oauth2/authorize?client_id=nope&redirect_uri=http%3A%2F%2Flocalhost%3A8080%2Fcallback",
    who: "anonymous",
    budget: "minimal",
    heading: /can't be completed/,
  },
  {
    name: "consent interrupted",
    path: "/auth/oauth2/interrupted?reason=too_many_requests",
    who: "anonymous",
    budget: "minimal",
    heading: /can't be completed/,
  },
  { name: "consent", path: AUTHORIZE, who: "new end user", budget: "minimal", heading: /wants to access your account/ },
  { name: "authorized apps", path: "/settings/apps", who: "user", budget: 144 * KB, heading: /./ },
  {
    name: "developer portal",
    path: "/settings/developer/oauth",
    who: "developer",
    // The list filters as you type, a shown secret asks before the page is left, and notices and
    // deleted clients have their forms: 144.3 KB measured.
    budget: 145 * KB,
    heading: /./,
  },
  { name: "admin review queue", path: "/admin/oauth-clients", who: "admin", budget: 142 * KB, heading: /./ },
  // Each tab of a client is a page of its own and loads only its panel's script: the read-only
  // tabs none of the editors'.
  {
    name: "client overview",
    path: "/settings/developer/oauth/demo-confidential-app",
    who: "developer",
    // 144.8 KB measured: the copy and resubmit buttons (the migration wizard loads only for a legacy client).
    budget: 147 * KB,
    heading: /./,
  },
  {
    name: "client activity",
    path: "/settings/developer/oauth/demo-confidential-app/activity",
    who: "developer",
    // 143.1 KB measured: the chart.
    budget: 146 * KB,
    heading: /./,
  },
];

async function pageFor(browser: Browser, who: Who): Promise<Page> {
  if (who === "anonymous") return (await browser.newContext()).newPage();
  if (who === "new end user") return newEndUserPage(browser);
  return pageAs(browser, DEMO[who]);
}

/** Every script the page loads (external files), each gzipped here so the figures are comparable. */
async function weigh(page: Page, path: string) {
  // The tab may still be loading the page it signed in on: its late scripts would be counted here
  // and gone once this navigation starts. A blank page ends that load first.
  await page.goto("about:blank");
  const bodies: Promise<Buffer>[] = [];
  const listener = (response: import("@playwright/test").Response) => {
    if (response.request().resourceType() === "script") bodies.push(response.body());
  };
  // A page view asks for no other page ahead of a click (components/ui/link.tsx).
  const prefetched: string[] = [];
  const prefetchListener = (request: import("@playwright/test").Request) => {
    if (request.headers()["next-router-prefetch"]) prefetched.push(new URL(request.url()).pathname);
  };
  page.on("response", listener);
  page.on("request", prefetchListener);
  await page.goto(path, { waitUntil: "networkidle" });
  page.off("response", listener);
  page.off("request", prefetchListener);
  const files = (await Promise.all(bodies)).reduce((sum, body) => sum + gzipSync(body).length, 0);
  // The inline scripts (the framework's serialized page data), reported beside the files.
  const inline = await page.$$eval("script:not([src])", (scripts) =>
    (scripts as HTMLScriptElement[])
      .filter((s) => !s.type || /javascript|module/.test(s.type))
      .map((s) => s.textContent ?? ""),
  );
  return { files, inline: inline.reduce((sum, text) => sum + gzipSync(Buffer.from(text)).length, 0), prefetched };
}

test("every page stays within its budget of gzipped JavaScript", async ({ browser }) => {
  test.setTimeout(180_000);
  const measured: { page: Weighed; files: number; inline: number; prefetched: string[] }[] = [];
  for (const page of PAGES) {
    const tab = await pageFor(browser, page.who);
    const weight = await weigh(tab, page.path);
    await expect(tab.locator("h1").first()).toHaveText(page.heading);
    measured.push({ page, ...weight });
    await tab.context().close();
  }
  const smallest = Math.min(...measured.filter((m) => m.page.budget !== "none").map((m) => m.files));
  console.log(
    [
      `gzipped script per page (smallest ${(smallest / KB).toFixed(1)} KB):`,
      ...measured.map(
        (m) =>
          `  ${m.page.name.padEnd(22)} ${(m.files / KB).toFixed(1).padStart(6)} KB files, ${(m.inline / KB).toFixed(1).padStart(5)} KB inline`,
      ),
    ].join("\n"),
  );
  for (const m of measured) {
    const budget =
      m.page.budget === "minimal" ? smallest + MINIMAL_MARGIN : m.page.budget === "none" ? 0 : m.page.budget;
    expect(m.files, `${m.page.name}: ${m.files} bytes of gzipped script, budget ${budget}`).toBeLessThanOrEqual(budget);
    expect(m.prefetched, `${m.page.name}: pages prefetched`).toEqual([]);
  }
});
