// Accessibility harness: every page in PAGES, for every role it lists, at desktop and phone widths
// and in both colour schemes, passes axe (WCAG 2.2 AA) with zero violations and, on the phone,
// has no horizontal overflow. To cover a new page, add a row to PAGES.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { clientWithPendingChange, clientWithPendingDetails, suspendedClient, authorizeDemoApp } from "./admin-fixtures";
import { ONE_BOOKING_DETAILS } from "./consent-helpers";
import { roleState, finishSignUp } from "./helpers";

// newUser and appUser sign up fresh in each run, so no other spec's grants show on their pages;
// appUser has authorized one app before its pages are checked.
type Role = "anonymous" | "user" | "admin" | "newUser" | "appUser" | "developer";

type PageCase = {
  name: string;
  /** The address to open; authorization URLs are built from the base URL. A function first makes
   *  the data the page shows (through the UI) and returns the address; it runs once. */
  path: string | ((browser: Browser) => Promise<string>);
  roles: readonly Role[];
  /** Something that is on the page once it has rendered. */
  ready: (page: Page) => ReturnType<Page["getByRole"]> | ReturnType<Page["getByTestId"]>;
  /** Runs once the page is ready, before axe (e.g. to keep one of many rows made by one template). */
  prepare?: (page: Page) => Promise<void>;
};

/**
 * The API reference repeats one template per operation (over a hundred, each with three
 * languages' examples): axe reads the page's frame, the first operation of each area and the
 * first of each method (each method has its own colours), with that one's example open.
 */
const oneOperationPerTemplate = (page: Page) =>
  page.evaluate(() => {
    const kept = new Set<Element>();
    for (const area of document.querySelectorAll("section[data-area]")) {
      const first = area.querySelector("article");
      if (first) kept.add(first);
    }
    const methods = new Set<string>();
    for (const article of document.querySelectorAll("article")) {
      const method = article.querySelector(".method")?.textContent ?? "";
      if (!methods.has(method)) {
        methods.add(method);
        kept.add(article);
      }
    }
    for (const article of document.querySelectorAll("article")) if (!kept.has(article)) article.remove();
    document.querySelector("article details")?.setAttribute("open", "");
  });

const authorize = (query: Record<string, string>) => `/auth/oauth2/authorize?${new URLSearchParams(query)}`;
const CONF = { client_id: "demo-confidential-app", redirect_uri: "http://localhost:8080/callback" };
const heading = (name: string | RegExp) => (page: Page) => page.getByRole("heading", { name, level: 1 });

const PORTAL = "/settings/developer/oauth";
const tabs = (client: string, name: string, list: readonly string[]): PageCase[] =>
  ["", ...list].map((tab) => ({
    name: `portal: ${name} client, ${tab || "overview"} tab`,
    path: `${PORTAL}/${client}${tab ? `/${tab}` : ""}`,
    roles: ["developer"],
    ready: (page: Page) => page.getByRole("navigation", { name: "Client settings" }),
  }));
const ALL_TABS = ["quick-start", "scopes", "redirect-uris", "secrets", "details", "activity", "webhooks"];
const PORTAL_PAGES: PageCase[] = [
  { name: "portal: client list", path: PORTAL, roles: ["developer", "newUser"], ready: heading("OAuth clients") },
  {
    name: "portal: new client",
    path: `${PORTAL}/new`,
    roles: ["developer"],
    ready: heading("Register an OAuth client"),
  },
  // Every tab once, on the confidential client; the other kinds only where their page differs:
  // a public client's overview and quick start (no secret, PKCE), a legacy client's overview and
  // scopes (the unrestricted grant and the way to migrate). Their other tabs are the same template.
  ...tabs("demo-confidential-app", "confidential", ALL_TABS),
  ...tabs("demo-public-app", "public", ["quick-start"]),
  ...tabs("demo-legacy-app", "legacy", ["scopes"]),
  {
    // A client nobody can use yet previews its consent screen instead of offering a try link.
    name: "portal: pending client, quick-start tab",
    path: `${PORTAL}/demo-pending-app/quick-start`,
    roles: ["developer"],
    ready: (page: Page) => page.getByTestId("consent-preview-screen"),
  },
  {
    // What happens next: how review works, how the owner hears, the way to the consent preview.
    name: "portal: pending client, overview tab",
    path: `${PORTAL}/demo-pending-app`,
    roles: ["developer"],
    ready: (page: Page) => page.getByTestId("pending-next-steps"),
  },
  {
    // The owner's notices of an approval and a suspension (with its reason), each dismissible.
    name: "portal: review decision notices",
    path: async (browser: Browser) => (await suspendedClient(browser)).replace("/admin/oauth-clients", PORTAL),
    roles: ["developer"],
    ready: (page: Page) => page.getByTestId("owner-notice").first(),
  },
  {
    name: "portal: details waiting for review",
    path: clientWithPendingDetails,
    roles: ["developer"],
    ready: (page: Page) => page.getByTestId("pending-details"),
  },
  {
    name: "portal: admin reading a client",
    path: `${PORTAL}/demo-confidential-app/scopes`,
    roles: ["admin"],
    ready: (page: Page) => page.getByRole("navigation", { name: "Client settings" }),
  },
];

const PAGES: PageCase[] = [
  { name: "sign-in", path: "/auth/signin", roles: ["anonymous"], ready: heading("Sign in") },
  { name: "sign-up", path: "/auth/signup", roles: ["anonymous"], ready: heading("Create an account") },
  {
    name: "forgot password",
    path: "/auth/forgot-password",
    roles: ["anonymous"],
    ready: heading("Reset your password"),
  },
  {
    name: "reset password, link expired",
    path: "/auth/reset-password?token=expired",
    roles: ["anonymous"],
    ready: heading("Choose a new password"),
  },
  { name: "development outbox", path: "/dev/outbox", roles: ["anonymous"], ready: heading("Development outbox") },
  {
    // Signed in, the admin's home differs only by the header's admin links, which every admin
    // page below is checked with.
    name: "home",
    path: "/",
    roles: ["anonymous", "user"],
    ready: heading(/Build on the scheduling API|Welcome/),
  },
  {
    name: "consent screen (scoped, first time)",
    path: authorize({
      ...CONF,
      scope: "PROFILE_READ BOOKING_READ BOOKING_WRITE SCHEDULE_READ EVENT_TYPE_READ TEAM_BOOKING_READ ORG_PROFILE_READ",
      state: "a11y",
    }),
    roles: ["newUser"],
    ready: heading(/wants to access your account/),
  },
  {
    // RFC 9396: one booking asked for as an authorization detail, worded on the screen.
    name: "consent screen (one booking, authorization details)",
    path: authorize({
      ...CONF,
      scope: "PROFILE_READ BOOKING_WRITE",
      state: "a11y",
      authorization_details: ONE_BOOKING_DETAILS,
    }),
    roles: ["newUser"],
    ready: (page: Page) => page.getByTestId("authorization-detail").first(),
  },
  {
    name: "consent screen (legacy, full access)",
    path: authorize({ client_id: "demo-legacy-app", redirect_uri: "http://localhost:8080/callback" }),
    roles: ["newUser"],
    ready: heading(/wants to access your account/),
  },
  {
    name: "authorize error: unregistered redirect URI",
    path: authorize({ ...CONF, redirect_uri: "https://evil.example/cb", scope: "PROFILE_READ" }),
    roles: ["anonymous"],
    ready: heading(/can't connect/),
  },
  {
    name: "authorize error: unknown client",
    path: authorize({ client_id: "nope", redirect_uri: "https://x.example/cb" }),
    roles: ["user"],
    ready: heading(/can't be completed/),
  },
  {
    name: "consent interrupted",
    path: "/auth/oauth2/interrupted?reason=temporarily_unavailable",
    roles: ["anonymous"],
    ready: heading(/can't be completed/),
  },
  // Signed in, the same page is checked as "admin page for a non-admin (not found)".
  { name: "not found", path: "/no-such-page", roles: ["anonymous"], ready: heading("Page not found") },
  {
    name: "admin page for a non-admin (not found)",
    path: "/admin/oauth-clients",
    roles: ["user"],
    ready: heading("Page not found"),
  },
  { name: "settings home", path: "/settings", roles: ["user", "admin"], ready: heading("Your account") },
  { name: "admin queue", path: "/admin/oauth-clients", roles: ["admin"], ready: heading("OAuth client review") },
  { name: "admin user list", path: "/admin/users", roles: ["admin"], ready: heading("Users") },
  { name: "admin decision history", path: "/admin/decisions", roles: ["admin"], ready: heading("Decision history") },
  {
    name: "admin trusted agent hosts",
    path: "/admin/metadata-hosts",
    roles: ["admin"],
    ready: heading("Trusted agent hosts"),
  },
  {
    name: "API reference",
    path: "/docs/api",
    roles: ["anonymous"],
    ready: heading(/reference$/),
    prepare: oneOperationPerTemplate,
  },
  {
    name: "agent quickstart",
    path: "/docs/agent-quickstart",
    roles: ["anonymous"],
    ready: heading("Agent quickstart"),
  },
  {
    name: "admin organizations",
    path: "/admin/organizations",
    roles: ["admin"],
    ready: heading("Organizations"),
  },
  {
    name: "admin queue, search without match",
    path: "/admin/oauth-clients?status=SUSPENDED&q=nothing-matches",
    roles: ["admin"],
    ready: heading("OAuth client review"),
  },
  {
    name: "admin review: pending client",
    path: "/admin/oauth-clients/demo-pending-app",
    roles: ["admin"],
    ready: heading("Demo Pending Integration"),
  },
  {
    name: "admin review: approved client",
    path: "/admin/oauth-clients/demo-confidential-app",
    roles: ["admin"],
    ready: heading("Demo Calendar Sync"),
  },
  {
    name: "admin review: legacy client",
    path: "/admin/oauth-clients/demo-legacy-app",
    roles: ["admin"],
    ready: heading("Demo Legacy Dashboard"),
  },
  {
    name: "admin review: suspended client",
    path: suspendedClient,
    roles: ["admin"],
    ready: heading(/A11y Suspended App/),
  },
  {
    name: "admin review: pending change",
    path: clientWithPendingChange,
    roles: ["admin"],
    ready: heading(/A11y Change App/),
  },
  { name: "authorized apps, none", path: "/settings/apps", roles: ["newUser"], ready: heading("Authorized apps") },
  { name: "email change", path: "/settings/email", roles: ["newUser"], ready: heading("Change your email") },
  { name: "account deletion", path: "/settings/delete", roles: ["newUser"], ready: heading("Delete your account") },
  {
    name: "email link, expired",
    path: "/auth/verify-email?token=expired",
    roles: ["anonymous"],
    ready: heading("Confirm your email"),
  },
  {
    name: "two-step sign-in settings, off",
    path: "/settings/two-factor",
    roles: ["newUser"],
    ready: heading("Two-step sign-in"),
  },
  { name: "authorized apps, one app", path: "/settings/apps", roles: ["appUser"], ready: heading("Authorized apps") },
  ...PORTAL_PAGES,
];

const resolvedPaths = new Map<string, string>();
async function pathOf(c: PageCase, browser: Browser): Promise<string> {
  if (typeof c.path === "string") return c.path;
  if (!resolvedPaths.has(c.name)) resolvedPaths.set(c.name, await c.path(browser));
  return resolvedPaths.get(c.name)!;
}

/**
 * Elements inside the page that scroll sideways (a wide table in its own scrolling box): the page
 * may not overflow, and neither may anything in it. Each is named by its tag and its label or test
 * id, to find it in the code.
 */
function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((el) => {
        const { overflowX } = getComputedStyle(el);
        return (overflowX === "auto" || overflowX === "scroll") && el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => {
        const name = el.getAttribute("aria-label") ?? el.getAttribute("data-testid") ?? el.className.toString();
        return `${el.tagName.toLowerCase()} "${name}" (${el.scrollWidth - el.clientWidth} px)`;
      }),
  );
}

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function sessionOf(browser: Browser, role: Role): Promise<BrowserContextOptions["storageState"]> {
  if (role === "anonymous") return undefined;
  if (role === "user" || role === "admin" || role === "developer") return roleState(role);
  const context = await browser.newContext();
  const page = await context.newPage();
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await page.goto("/auth/signup");
  await page.getByLabel("Name", { exact: true }).fill("Ally Access");
  await page.getByLabel("Email").fill(`ally-${stamp}@example.com`);
  await page.getByLabel("Username").fill(`ally${stamp}`);
  await page.getByLabel("Password").fill("a-long-enough-password");
  await finishSignUp(page);
  await expect(page.getByTestId("signed-in-as")).toContainText(`ally-${stamp}@example.com`);
  if (role === "appUser") await authorizeDemoApp(page);
  const state = await context.storageState();
  await context.close();
  return state;
}

for (const role of ["anonymous", "user", "admin", "newUser", "appUser", "developer"] as const) {
  const cases = PAGES.filter((p) => p.roles.includes(role));
  if (cases.length === 0) continue;
  test.describe(`as ${role}`, () => {
    let storageState: BrowserContextOptions["storageState"];
    test.beforeAll(async ({ browser }) => {
      storageState = await sessionOf(browser, role);
    });

    for (const c of cases) {
      test(`${c.name}: axe WCAG 2.2 AA at both widths and in both schemes, no overflow on a phone`, async ({
        browser,
      }) => {
        const path = await pathOf(c, browser);
        // Contrast follows the scheme and layout the width: the light scheme is checked on the
        // desktop and the dark one on the phone, so every width and every scheme is checked once.
        // One page serves both: it is loaded at the desktop width in the light scheme, then resized
        // to the phone and switched to the dark scheme (media queries follow both at once).
        const [desktop, phone] = VIEWPORTS;
        const context = await browser.newContext({ storageState, viewport: desktop, colorScheme: "light" });
        const page = await context.newPage();
        await page.goto(path);
        await expect(c.ready(page)).toBeVisible();
        await c.prepare?.(page);
        for (const [viewport, colorScheme] of [
          [desktop, "light"],
          [phone, "dark"],
        ] as const) {
          if (viewport === phone) {
            await page.setViewportSize(phone);
            await page.emulateMedia({ colorScheme });
            await expect(c.ready(page)).toBeVisible();
          }
          const where = `${c.name} as ${role}, ${viewport.name}, ${colorScheme}`;
          // Passes are listed by rule without every element they passed on: the list is what is
          // checked, and collecting thousands of nodes per page only costs time.
          // (options first: AxeBuilder's options() replaces what withTags set.)
          const { violations, passes } = await new AxeBuilder({ page })
            .options({ resultTypes: ["violations"] })
            .withTags(WCAG_22_AA)
            .analyze();
          expect(
            violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
            where,
          ).toEqual([]);
          expect(
            passes.map((p) => p.id),
            where,
          ).toContain("color-contrast");
          // The dark scheme is really in force (the page follows prefers-color-scheme).
          const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
          if (colorScheme === "dark") expect(background, where).toBe("rgb(11, 18, 32)");
          else expect(background, where).not.toBe("rgb(11, 18, 32)");
          if (viewport === phone) {
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            expect(overflow, `${where}: horizontal overflow in px`).toBeLessThanOrEqual(0);
            expect(await sidewaysScrollers(page), `${where}: elements that scroll sideways`).toEqual([]);
          }
        }
        await context.close();
      });
    }
  });
}

test("the first Tab reaches a visible skip link that moves to the page's content", async ({ page }) => {
  await page.goto("/auth/signin");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
});

test("the header's navigation fits a phone and names the areas the user may use", async ({ browser }) => {
  for (const [role, admin] of [
    ["user", false],
    ["admin", true],
  ] as const) {
    const context = await browser.newContext({
      storageState: await sessionOf(browser, role),
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Account settings" })).toBeInViewport();
    await expect(nav.getByRole("link", { name: "Authorized apps" })).toBeInViewport();
    await expect(nav.getByRole("link", { name: "Developer" })).toBeInViewport();
    await expect(nav.getByRole("link", { name: "Admin" })).toHaveCount(admin ? 1 : 0);
    await expect(nav.getByRole("link", { name: "Users" })).toHaveCount(admin ? 1 : 0);
    if (admin) await expect(nav.getByRole("link", { name: "Users" })).toBeInViewport();
    await expect(nav.getByRole("link", { name: "Organizations" })).toHaveCount(admin ? 1 : 0);
    if (admin) await expect(nav.getByRole("link", { name: "Organizations" })).toBeInViewport();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeInViewport();
    await context.close();
  }
});

test("unknown addresses get the branded page with a way home, and the favicon exists", async ({ page, request }) => {
  const response = await page.goto("/no-such-page");
  expect(response!.status()).toBe(404);
  await page.getByRole("main").getByRole("link", { name: "Go to the home page" }).click();
  await expect(page.getByRole("heading", { name: "Build on the scheduling API" })).toBeVisible();
  expect((await request.get("/favicon.ico")).status()).toBe(200);
  expect((await request.get("/icon.svg")).status()).toBe(200);
});
