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
  // Static segments beat dynamic ones: try templates with fewer brackets first.
  const ordered = [...new Set(templates)]
    .sort((a, b) => (a.match(/\[/g)?.length ?? 0) - (b.match(/\[/g)?.length ?? 0))
    .map((t) => ({ template: t, re: templateToRegExp(t) }));
  return (pathname) => {
    if (pathname.startsWith("/_next/")) return "/_next";
    return ordered.find((r) => r.re.test(pathname))?.template ?? "other";
  };
}
