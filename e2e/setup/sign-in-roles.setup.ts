// Signs each demo role in once per run, through the form, and keeps its browser state for every
// spec (helpers.ts: signIn, pageAs), instead of each spec signing in again.
import { mkdirSync } from "node:fs";
import { test as setup } from "@playwright/test";
import { AUTH_DIR } from "../../playwright.config";
import { DEMO, type DemoRole, roleState, signInWithForm } from "../helpers";

for (const role of Object.keys(DEMO) as DemoRole[]) {
  setup(`sign in as the demo ${role}`, async ({ page }) => {
    mkdirSync(AUTH_DIR, { recursive: true });
    await signInWithForm(page, DEMO[role]);
    await page.context().storageState({ path: roleState(role) });
  });
}
