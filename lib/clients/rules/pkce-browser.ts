// PKCE for the authorization URL builder, with Web Crypto so it runs in the browser: the
// verifier never leaves the developer's tab (RFC 7636 s4.1, s4.2, method S256).

function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** 32 random bytes: a 43-character verifier. */
export function generateCodeVerifier(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

export async function s256CodeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** A random `state` value for the builder (RFC 6749 s10.12). */
export function generateState(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(16)));
}
