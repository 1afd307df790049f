// Carries the device cookie a successful sign-in earns from `authorize` (deep inside next-auth,
// which offers no way to add a cookie of one's own) out to the route, which sets it on the response.
import { AsyncLocalStorage } from "node:async_hooks";
import { getConfig } from "@/lib/server/roots/config";
import { DEVICE_COOKIE_NAME, deviceCookieHeader, readCookie } from "./device-cookie";

const scope = new AsyncLocalStorage<{ value?: string }>();

/** Called by a successful sign-in; outside a collecting scope it does nothing. */
export function offerDeviceCookie(value: string): void {
  const found = scope.getStore();
  if (found) found.value = value;
}

export async function collectDeviceCookie<T>(run: () => Promise<T>): Promise<{ result: T; deviceCookie?: string }> {
  const holder: { value?: string } = {};
  const result = await scope.run(holder, run);
  return { result, deviceCookie: holder.value };
}

const secure = () => getConfig().authUrl.startsWith("https:");

/** The device cookie a request presents (its raw value), under the name this deployment uses. */
export function presentedDeviceCookie(cookieHeader: string | undefined): string | undefined {
  return readCookie(cookieHeader, secure() ? DEVICE_COOKIE_NAME.https : DEVICE_COOKIE_NAME.http);
}

/** Runs a next-auth handler and sets the device cookie a sign-in in it earned. */
export async function withDeviceCookie(run: () => Promise<Response>): Promise<Response> {
  const { result, deviceCookie } = await collectDeviceCookie(run);
  if (deviceCookie) result.headers.append("Set-Cookie", deviceCookieHeader(deviceCookie, secure()));
  return result;
}
