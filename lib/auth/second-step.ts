// The second step of a two-step sign-in (next-auth's "two-factor" credentials provider): the code
// (authenticator or recovery) is checked for the account the password step's ticket names, within
// the account's code budget; success signs in as the password alone would have, and clears the
// ticket. A missing or expired ticket sends the person back to the password.
import { randomBytes } from "node:crypto";
import { verifySecondFactor } from "@/lib/accounts/two-factor/two-factor";
import { findEnabledUserById } from "@/lib/db/users";
import { securityEvent } from "@/lib/observability/security-event";
import { getConfig } from "@/lib/server/roots/config";
import { twoFactorDeps } from "@/lib/server/roots/accounts";
import { issueDeviceCookie } from "./device-cookie";
import { offerDeviceCookie, offerTwoFactorTicket, presentedTwoFactorTicket } from "./device-cookie-scope";
import { throttleMessage, TOO_MANY_ATTEMPTS } from "./sign-in-throttle-message";
import { TWO_FACTOR_EXPIRED } from "./two-factor-messages";
import { verifyTwoFactorTicket } from "./two-factor-ticket";

/** Longer than any code (a recovery code with dashes and spaces): refused without a check. */
const MAX_CODE_LENGTH = 40;

type RequestHeaders = Record<string, string | string[] | undefined>;

export async function authorizeSecondStep(
  credentials: Record<string, string> | undefined,
  request?: { headers?: RequestHeaders },
) {
  const code = credentials?.code?.trim() ?? "";
  const cookie = request?.headers?.cookie;
  const now = new Date();
  const config = getConfig();
  const userId = verifyTwoFactorTicket(
    config.authSecret,
    presentedTwoFactorTicket(Array.isArray(cookie) ? cookie.join("; ") : cookie),
    now,
  );
  if (!userId) throw new Error(TWO_FACTOR_EXPIRED);
  if (!code || code.length > MAX_CODE_LENGTH) return null;
  const verified = await verifySecondFactor(twoFactorDeps(now), userId, code);
  if (!verified.ok) {
    if (verified.code === "too_many_attempts") {
      securityEvent("sign_in_locked_out", { reason: "two_factor", limiter: "TWO_FACTOR_ACCOUNT" });
      throw new Error(throttleMessage({ code: TOO_MANY_ATTEMPTS, seconds: verified.retryAfterSeconds }));
    }
    return null;
  }
  const user = await findEnabledUserById(userId);
  if (!user) throw new Error(TWO_FACTOR_EXPIRED);
  if (verified.data.method === "recovery_code") securityEvent("recovery_code_used", { userId });
  offerTwoFactorTicket("");
  offerDeviceCookie(issueDeviceCookie(config.authSecret, user.id, randomBytes, now));
  return { id: user.id, email: user.email, name: user.name, role: user.role, userAgent: userAgentOf(request?.headers) };
}

function userAgentOf(headers: RequestHeaders | undefined): string | undefined {
  const value = headers?.["user-agent"];
  return Array.isArray(value) ? value.join("; ") : value;
}
