// Carries the device cookie a successful sign-in earns, and the two-step sign-in's ticket, from
// `authorize` (deep inside next-auth, which offers no way to add a cookie of one's own) out to the
// route, which sets them on the response.
import { AsyncLocalStorage } from "node:async_hooks";
import { getConfig } from "@/lib/server/roots/config";
import { DEVICE_COOKIE_NAME, deviceCookieHeader, readCookie } from "./device-cookie";
import { TWO_FACTOR_TICKET_NAME, twoFactorTicketHeader } from "./two-factor-ticket";

const scope = new AsyncLocalStorage<{ value?: string; ticket?: string }>();

/** Called by a successful sign-in; outside a collecting scope it does nothing. */
export function offerDeviceCookie(value: string): void {
  const found = scope.getStore();
  if (found) found.value = value;
}

/** The two-step sign-in's ticket to set ("" clears it); outside a collecting scope it does nothing. */
export function offerTwoFactorTicket(value: string): void {
  const found = scope.getStore();
  if (found) found.ticket = value;
}

export async function collectDeviceCookie<T>(
  run: () => Promise<T>,
): Promise<{ result: T; deviceCookie?: string; ticket?: string }> {
  const holder: { value?: string; ticket?: string } = {};
  const result = await scope.run(holder, run);
  return { result, deviceCookie: holder.value, ticket: holder.ticket };
}

const secure = () => getConfig().authUrl.startsWith("https:");

/** The device cookie a request presents (its raw value), under the name this deployment uses. */
export function presentedDeviceCookie(cookieHeader: string | undefined): string | undefined {
  return readCookie(cookieHeader, secure() ? DEVICE_COOKIE_NAME.https : DEVICE_COOKIE_NAME.http);
}

/** The two-step sign-in ticket a request presents, if any. */
export function presentedTwoFactorTicket(cookieHeader: string | undefined): string | undefined {
  return readCookie(cookieHeader, secure() ? TWO_FACTOR_TICKET_NAME.https : TWO_FACTOR_TICKET_NAME.http);
}

/** Runs a next-auth handler and sets the device cookie a sign-in in it earned, and the ticket. */
export async function withDeviceCookie(run: () => Promise<Response>): Promise<Response> {
  const { result, deviceCookie, ticket } = await collectDeviceCookie(run);
  if (deviceCookie) result.headers.append("Set-Cookie", deviceCookieHeader(deviceCookie, secure()));
  if (ticket !== undefined) result.headers.append("Set-Cookie", twoFactorTicketHeader(ticket, secure()));
  return result;
}
