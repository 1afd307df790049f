// Maps a request path to the app's route template ("/settings/apps/[id]"), so logs and metrics
// group requests by route and a scanner's random paths cannot create unbounded label values.
function templateToRegExp(template: string): RegExp {
  const pattern = template
    .split("/")
    .map((segment) => {
      if (/^\[\[\.\.\..+\]\]$/.test(segment)) return "(?:/.*)?";
      if (/^\[\.\.\..+\]$/.test(segment)) return "/.+";
      if (/^\[.+\]$/.test(segment)) return "/[^/]+";
      return segment === "" ? "" : `/${segment.replace(/[.*+?^${}()|\\]/g, "\\$&")}`;
    })
    .join("");
  return new RegExp(`^${pattern || "/"}/?$`);
}

export type RouteLabeler = (pathname: string) => string;

export function createRouteLabeler(templates: readonly string[]): RouteLabeler {
  // Static segments beat dynamic ones: try templates with fewer brackets first, and catch-alls
  // (which match anything below them, like /v2/[[...path]]) last, the longest first.
  const catchAll = (t: string) => /\[\.\.\./.test(t);
  const brackets = (t: string) => t.match(/\[/g)?.length ?? 0;
  const ordered = [...new Set(templates)]
    .sort((a, b) =>
      catchAll(a) !== catchAll(b)
        ? Number(catchAll(a)) - Number(catchAll(b))
        : catchAll(a)
          ? b.length - a.length
          : brackets(a) - brackets(b),
    )
    .map((t) => ({ template: t, re: templateToRegExp(t) }));
  // A template without brackets matches only itself (and itself with a trailing slash), and such
  // templates are tried first: one lookup answers them without a scan of every pattern per request.
  const exact = new Map(ordered.filter((r) => !r.template.includes("[")).map((r) => [r.template, r.template]));
  const dynamic = ordered.filter((r) => r.template.includes("["));
  return (pathname) => {
    if (pathname.startsWith("/_next/")) return "/_next";
    const known = exact.get(pathname) ?? (pathname.endsWith("/") ? exact.get(pathname.slice(0, -1)) : undefined);
    return known ?? dynamic.find((r) => r.re.test(pathname))?.template ?? "other";
  };
}
