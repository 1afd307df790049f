// The MCP project's own conformance kit (@modelcontextprotocol/conformance, pinned), run unmodified
// against the production build: `conformance authorization` tests us as an authorization server
// (RFC 8414 metadata, the code grant with PKCE, `resource`, RFC 9207 `iss`, the token response).
// The kit prints an authorization URL and waits for its loopback callback; here a freshly
// signed-up user opens that URL and allows, as the person at the keyboard would.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { newEndUserPage } from "../portal-helpers";

// The kit's callback listener: a loopback port no other spec's app listens on (app-callbacks.ts).
// The demo public app registers http://127.0.0.1:8080/callback; a public client's loopback
// redirect matches on any port (RFC 8252 s7.3).
const KIT_PORT = 8190;
const CLIENT = "demo-public-app";

type Check = { id: string; status: "SUCCESS" | "FAILURE" | "WARNING" | "SKIPPED" | "INFO"; errorMessage?: string };

/** Every checks.json the kit wrote under `dir` (one folder per scenario). */
function checksIn(dir: string): Check[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "checks.json")
    .flatMap((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Check[]);
}

/** Resolves with the first line of the kit's output that is our authorization URL. */
function authorizationUrl(kit: ChildProcess, authorizeEndpoint: string): Promise<URL> {
  return new Promise((resolve, reject) => {
    let seen = "";
    kit.stdout!.on("data", (chunk: Buffer) => {
      seen += chunk.toString("utf8");
      const line = seen.split("\n").find((l) => l.startsWith(`${authorizeEndpoint}?`));
      if (line) resolve(new URL(line.trim()));
    });
    kit.on("exit", () => reject(new Error(`the kit ended before asking for authorization:\n${seen}`)));
  });
}

test("the MCP conformance kit's authorization-server scenarios pass against us", async ({ browser, baseURL }) => {
  const outputDir = mkdtempSync(path.join(tmpdir(), "mcp-conformance-"));
  const kit = spawn(
    process.execPath,
    [
      path.resolve("node_modules/@modelcontextprotocol/conformance/dist/index.js"),
      "authorization",
      ...["--url", baseURL!, "--client-id", CLIENT, "--resource", `${baseURL}/v2`],
      ...["--port", String(KIT_PORT), "--output-dir", outputDir],
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  kit.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  kit.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => kit.on("exit", resolve));
  try {
    const url = await authorizationUrl(kit, `${baseURL}/auth/oauth2/authorize`);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("resource")).toBe(`${baseURL}/v2`);
    // The kit asks without `scope`; our clients must name their scopes (spec s3.2: a scoped client
    // called without scope gets an error page). An MCP client always has one to send: every 401 of
    // /v2 names the scope (MCP scope selection strategy), so the user agent adds that scope here.
    url.searchParams.set("scope", "PROFILE_READ");

    const user = await newEndUserPage(browser, "Kit Conformance-User");
    await user.goto(url.href);
    await user.getByRole("button", { name: "Allow" }).click();
    await expect(user.getByText("OK. You can close this page.")).toBeVisible();

    expect(await exited, output).toBe(0);
    const checks = checksIn(outputDir);
    expect(checks.map((c) => c.id).sort()).toEqual([
      "authorization-code-grant",
      "authorization-server-metadata",
      "authorization-server-metadata-cimd",
    ]);
    expect(checks.filter((c) => c.status !== "SUCCESS")).toEqual([]);
  } finally {
    kit.kill();
    rmSync(outputDir, { recursive: true, force: true });
  }
});
