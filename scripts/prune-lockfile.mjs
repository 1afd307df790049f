// The npm registry reachable here lacks some other-platform binaries (e.g. darwin builds of
// @next/swc or @tailwindcss/oxide), so `npm install` writes a lock whose optional edges point at
// packages it has no entry for, and `npm ci` then refuses the lock as out of sync. This drops
// those dangling optional edges (they are never installed on this platform anyway).
// Run after changing dependencies: `npm install && node scripts/prune-lockfile.mjs`.
import { readFileSync, writeFileSync } from "node:fs";

const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
const paths = new Set(Object.keys(lock.packages));
let pruned = 0;

function resolves(fromPath, name) {
  // Node's lookup: node_modules of the package itself, then of each ancestor, then the root.
  let base = fromPath;
  for (;;) {
    if (paths.has(`${base ? `${base}/` : ""}node_modules/${name}`)) return true;
    if (!base) return false;
    const cut = base.lastIndexOf("node_modules/");
    base = cut <= 0 ? "" : base.slice(0, cut - 1);
  }
}

for (const [path, entry] of Object.entries(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    if (!resolves(path, name)) {
      delete entry.optionalDependencies[name];
      pruned++;
    }
  }
  if (Object.keys(entry.optionalDependencies).length === 0) delete entry.optionalDependencies;
}
writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`);
console.log(`pruned ${pruned} optional dependencies missing from the registry`);
