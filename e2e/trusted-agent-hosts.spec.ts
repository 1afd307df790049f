// Trusted agent hosts as an administrator works through them: a bad rule is refused beside its
// field, a deny rule is added and listed (the page passes axe with zero violations), an agent's
// authorization request from that host is refused on our page, the rule shows in the decision
// history, and removing it is recorded there too.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, pageAs } from "./helpers";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function expectNoAxeViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(WCAG_22_AA)
    .analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    where,
  ).toEqual([]);
}

test("an admin denies an agent host, the agent is refused, and the history records the rule and its removal", async ({
  browser,
}) => {
  const domain = `blocked-${Date.now().toString(36)}.example`;
  const admin = await pageAs(browser, DEMO.admin);
  await admin.goto("/admin/metadata-hosts");
  await expect(admin.getByRole("heading", { name: "Trusted agent hosts", level: 1 })).toBeVisible();

  // A suffix above a registrable domain would trust strangers: refused beside the field.
  await admin.getByLabel("Host").fill("*.com");
  await admin.getByRole("radio", { name: "Deny" }).check();
  await admin.getByLabel("Reason").fill("Too broad on purpose");
  await admin.getByRole("button", { name: "Add rule" }).click();
  await expect(admin.getByText(/never a public suffix/)).toBeVisible();
  await expectNoAxeViolations(admin, "form with an error");

  await admin.getByLabel("Host").fill(`.${domain}`);
  await admin.getByLabel("Reason").fill("Serves look-alike agents");
  await admin.getByRole("button", { name: "Add rule" }).click();
  await expect(admin.getByRole("status")).toHaveText(`The rule for *.${domain} is in force.`);
  const rule = admin.getByTestId("host-rule").filter({ hasText: `*.${domain}` });
  await expect(rule).toContainText("Deny");
  await expect(rule).toContainText("Serves look-alike agents");
  await expectNoAxeViolations(admin, "page with a rule");

  // An agent naming a document on that host is refused on our page, before anything is fetched.
  const query = new URLSearchParams({
    client_id: `https://agent.${domain}/oauth/client.json`,
    redirect_uri: "http://127.0.0.1:33418/callback",
    response_type: "code",
    scope: "PROFILE_READ",
    state: "s",
    code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
    code_challenge_method: "S256",
  });
  const refused = await admin.goto(`/auth/oauth2/authorize?${query}`);
  expect(refused?.status()).toBe(400);
  await expect(admin.getByText("does not accept applications described by documents from that address")).toBeVisible();

  await admin.goto("/admin/metadata-hosts");
  await admin.getByRole("button", { name: `Remove the rule for *.${domain}` }).click();
  await expect(admin.getByTestId("host-rule").filter({ hasText: `*.${domain}` })).toHaveCount(0);

  await admin.goto("/admin/decisions?decision=host_deny");
  await expect(admin.getByTestId("decision").filter({ hasText: `*.${domain}` })).toContainText(
    "Serves look-alike agents",
  );
  await admin.goto("/admin/decisions?decision=host_remove");
  await expect(admin.getByTestId("decision").filter({ hasText: `*.${domain}` })).toContainText("Host rule removed");
  await admin.context().close();
});
