// After the whole e2e run: the servers' logs must hold no access token (a JWT), no refresh token
// (`<grantId>.<43 characters>.<22-character mark>`, refresh-token-family.ts, or 43 base64url
// characters as minted before marks), no authorization code (43 base64url characters, as
// random-token.ts makes them), no generated client secret, and no Authorization header value.
// Request ids and other ids (a grant id alone) are shorter.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { LOG_DIR } from "../playwright.config";

const LEAKS: [string, RegExp][] = [
  ["access token (JWT)", /eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]+/],
  ["refresh token (grant-marked)", /(?<![\w-])[\w-]{1,64}\.[\w-]{43}\.[\w-]{22}(?![\w-])/],
  ["refresh token or code", /(?<![\w-])[\w-]{43}(?![\w-])/],
  ["client secret", /cs_[\w-]{40,}/],
  ["Authorization header value", /\b(?:Bearer|Basic) [\w+/=.~-]{16,}/],
];

export default function globalTeardown(): void {
  const logs = existsSync(LOG_DIR) ? readdirSync(LOG_DIR).filter((f) => f.endsWith(".log")) : [];
  if (logs.length === 0) throw new Error(`No server log in ${LOG_DIR}: the log check could not run.`);
  for (const log of logs) {
    const lines = readFileSync(path.join(LOG_DIR, log), "utf8").split("\n");
    if (!lines.some((l) => l.includes('"msg":"request"')))
      throw new Error(`The server log ${log} has no request lines: is the production server logging?`);
    // The development banner lists the published demo credentials (README); nothing else may appear.
    const found = lines.flatMap((line, i) =>
      (line.includes("_demo_") ? [] : LEAKS)
        .filter(([, re]) => re.test(line))
        .map(([what]) => `line ${i + 1}: ${what}`),
    );
    if (found.length > 0) throw new Error(`The server log ${log} holds secrets:\n${found.join("\n")}`);
  }
}
