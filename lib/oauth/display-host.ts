// What the consent screen shows of an address a person is sent to (the redirect URI, the app's
// website), and what the admin's consent preview shows of the same addresses: the host, or for an
// address without one (a native app's private-use scheme, RFC 8252 s7.1) its scheme and path, never
// its query or fragment. Text that is not a URL is shown as it is.
export function displayHost(uri: string): string {
  if (!URL.canParse(uri)) return uri;
  const url = new URL(uri);
  return url.host || `${url.protocol}${url.pathname}`;
}
