// Where to send a user after sign-in: only a path on this site, never another origin
// ("//evil.example", "/\\evil.example" and absolute URLs are refused).
export function safeReturnPath(value: string | null | undefined, fallback = "/"): string {
  if (!value || value.length > 4000) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  try {
    const url = new URL(value, "http://placeholder.invalid");
    if (url.origin !== "http://placeholder.invalid") return fallback;
    // Dot segments can normalise "/.//evil.example" to "//evil.example", which a browser reads as another host.
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.startsWith("//") ? fallback : path;
  } catch {
    return fallback;
  }
}
