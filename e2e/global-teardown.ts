// After the whole e2e run: the server's log must hold no access token (a JWT), no refresh token or
// authorization code (43 base64url characters, as random-token.ts makes them), no generated client
// secret, and no Authorization header value. Request ids and other ids are shorter.
import { existsSync, readFileSync } from "node:fs";
import { SERVER_LOG } from "../playwright.config";

const LEAKS: [string, RegExp][] = [
  ["access token (JWT)", /eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]+/],
  ["refresh token or code", /(?<![\w-])[\w-]{43}(?![\w-])/],
  ["client secret", /cs_[\w-]{40,}/],
  ["Authorization header value", /\b(?:Bearer|Basic) [\w+/=.~-]{16,}/],
];

export default function globalTeardown(): void {
  if (!existsSync(SERVER_LOG)) throw new Error(`No server log at ${SERVER_LOG}: the log check could not run.`);
  const lines = readFileSync(SERVER_LOG, "utf8").split("\n");
  if (!lines.some((l) => l.includes('"msg":"request"')))
    throw new Error("The server log has no request lines: is the production server logging?");
  // The development banner lists the published demo credentials (README); nothing else may appear.
  const found = lines.flatMap((line, i) =>
    (line.includes("_demo_") ? [] : LEAKS).filter(([, re]) => re.test(line)).map(([what]) => `line ${i + 1}: ${what}`),
  );
  if (found.length > 0) throw new Error(`The server log holds secrets:\n${found.join("\n")}`);
}
