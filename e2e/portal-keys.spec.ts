// Keys (private_key_jwt) in the developer portal: a developer registers a public key beside the
// client's secret, switches to keys by deleting the secret, and cannot then delete the last key;
// a private key pasted by mistake is refused with words saying so, and the audit log names the key.
import { generateKeyPairSync } from "node:crypto";
import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "./helpers";
import { PORTAL, openTab, registerConfidentialClient, secretsSection } from "./portal-helpers";

const keyPair = () => generateKeyPairSync("ec", { namedCurve: "P-256" });

test("a developer adds a key, switches from the secret to keys, and keeps the last key", async ({ page }) => {
  await signIn(page, DEMO.developer);
  const { clientId, secret } = await registerConfidentialClient(page, "E2E Keyed App", "https://keyed.example.com/cb", [
    "PROFILE_READ",
  ]);
  await page.goto(`${PORTAL}/${encodeURIComponent(clientId)}`);
  await openTab(page, "Secrets");
  const keys = page.getByRole("region", { name: "Keys (private_key_jwt)" });
  await expect(keys.getByText("No keys yet: this client authenticates with its secrets.")).toBeVisible();

  // A private key pasted by mistake is refused, and nothing is stored.
  const jwksField = keys.getByLabel("Public key (JWK) or key set (JWKS)");
  await jwksField.fill(JSON.stringify(keyPair().privateKey.export({ format: "jwk" })));
  await keys.getByRole("button", { name: "Add key" }).click();
  await expect(keys.getByText(/This is a private \(or symmetric\) key/)).toBeVisible();
  await expect(keys.getByTestId("key-row")).toHaveCount(0);

  const jwk = { ...keyPair().publicKey.export({ format: "jwk" }), kid: "e2e-key-1" };
  await jwksField.fill(JSON.stringify(jwk));
  await keys.getByLabel("Label (optional)").fill("production");
  await keys.getByRole("button", { name: "Add key" }).click();
  await expect(keys.getByText("Key added. It works at once.")).toBeVisible();
  const row = keys.getByTestId("key-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("e2e-key-1");
  await expect(row).toContainText("production");
  await expect(row.getByTestId("key-thumbprint")).toContainText(/[A-Za-z0-9_-]{43}/);
  await expect(row.getByTestId("key-last-used")).toHaveText("Never used");

  // With a key registered, the last secret may go: the switch from secrets to keys.
  const secrets = secretsSection(page);
  const hint = secret.slice(-4);
  await secrets.getByRole("button", { name: `Delete secret ending in ${hint}` }).click();
  await secrets.getByRole("button", { name: `Yes, delete secret …${hint}` }).click();
  await expect(secrets.getByTestId("secret-row")).toHaveCount(0);

  // Now the key is the client's only credential: it cannot be deleted.
  await expect(keys.getByRole("button", { name: "Delete key e2e-key-1" })).toBeDisabled();
  await expect(keys.getByText(/This is the client's only key and it has no secret that lasts/)).toBeVisible();

  await openTab(page, "Activity");
  const audit = page.getByRole("region", { name: "Audit log" });
  await expect(audit).toContainText("Key added (private_key_jwt)");
  await expect(audit).toContainText("Key e2e-key-1");
});
