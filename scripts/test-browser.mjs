// `npm run test:e2e`, and beside a full run, when TEST_DATABASE_URL names PostgreSQL, the unit and
// integration tests once more on the embedded database, so both engines are proven. The browser
// tests wait on one single-process server (the embedded database cannot be shared), which keeps
// one core busy; the second engine's pass uses the other. Its output is printed once it is done.
import { spawn } from "node:child_process";

const run = (command, args, options = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: options.capture ? ["ignore", "pipe", "pipe"] : "inherit",
      env: options.env ?? process.env,
    });
    let output = "";
    if (options.capture) {
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
    }
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });

// A run of chosen specs (`npm run test:e2e -- e2e/consent.spec.ts`) is only those specs.
const embeddedPass =
  process.env.TEST_DATABASE_URL && process.argv.length <= 2
    ? run("npx", ["vitest", "run", "--maxWorkers=1"], { capture: true, env: { ...process.env, TEST_DATABASE_URL: "" } })
    : Promise.resolve(null);
const browser = await run("npx", ["playwright", "test", ...process.argv.slice(2)]);
const embedded = await embeddedPass;
if (embedded) {
  console.log("\n--- unit and integration tests on the embedded database (run beside the browser tests) ---");
  process.stdout.write(embedded.output);
}
process.exit(browser.code !== 0 ? browser.code : (embedded?.code ?? 0));
