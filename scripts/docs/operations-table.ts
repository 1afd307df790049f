// The operations section of docs/api.md, generated from the API's policy snapshot: the document
// lists exactly the operations the guard serves, each with its scope and role. One table per
// realm, paths relative to it, so every table stays narrow enough to read as Markdown.
import type { PolicyEntry } from "@/lib/scheduling/api-policy-rows";

const REALMS = [
  { prefix: "/v2/organizations/{orgId}/teams/{teamId}", title: "An organization's teams" },
  { prefix: "/v2/organizations/{orgId}", title: "Organizations" },
  { prefix: "/v2/teams/{teamId}", title: "Teams" },
  { prefix: "/v2", title: "Personal and public" },
] as const;

export const OPERATIONS_START = "<!-- operations:start";
export const OPERATIONS_END = "<!-- operations:end -->";

function realmOf(path: string) {
  return REALMS.find((r) => path === r.prefix || path.startsWith(`${r.prefix}/`)) ?? REALMS[REALMS.length - 1];
}

/** The Markdown between the markers: a heading and a table per realm, in the snapshot's order. */
export function operationsMarkdown(rows: readonly PolicyEntry[]): string {
  const sections: string[] = [];
  for (const realm of REALMS) {
    const own = rows.filter((r) => realmOf(r.path) === realm);
    if (own.length === 0) continue;
    const withRole = own.some((r) => r.role);
    const header = withRole
      ? ["| Operation | Scope | Role |", "| --- | --- | --- |"]
      : ["| Operation | Scope |", "| --- | --- |"];
    const lines = own.map((r) => {
      const operation = `\`${[r.method, r.path.slice(realm.prefix.length)].filter(Boolean).join(" ")}\``;
      const scope = r.scope === "public" ? "none (public)" : `\`${r.scope}\``;
      return withRole
        ? `| ${operation} | ${scope} | ${r.role ? `${r.role} or OWNER` : ""} |`
        : `| ${operation} | ${scope} |`;
    });
    sections.push(`#### ${realm.title}, under \`${realm.prefix}\``, "", ...header, ...lines);
    sections.push("");
  }
  return sections.join("\n").trimEnd();
}

/** Compares Markdown as a reader sees it: the formatter's padding of table cells does not count. */
export function sameMarkdown(a: string, b: string): boolean {
  const normal = (text: string) =>
    text
      .split("\n")
      .map((line) => line.replace(/-{3,}/g, "---").replace(/\s+/g, " ").trim())
      .filter(Boolean)
      .join("\n");
  return normal(a) === normal(b);
}

/** The generated part of a document: what lies between the start marker's line and the end marker. */
export function generatedBlock(doc: string): { before: string; block: string; after: string } | null {
  const start = doc.indexOf(OPERATIONS_START);
  const end = doc.indexOf(OPERATIONS_END);
  if (start === -1 || end === -1 || end < start) return null;
  const startLineEnd = doc.indexOf("-->", start) + "-->".length;
  return { before: doc.slice(0, startLineEnd), block: doc.slice(startLineEnd, end), after: doc.slice(end) };
}
