#!/usr/bin/env node
// Where a server's CPU went: the self time of a V8 CPU profile (`--cpu-prof`), grouped by whose
// code it is. Usage: node scripts/bench/cpu-profile-summary.mjs FILE.cpuprofile [FILE ...]
// Each file is summarised on its own; `--from S --to S` keeps only the samples between those
// seconds after the profile started (the window of one workload); `--top N` lists the N functions
// with the most self time (20).
import { readFileSync } from "node:fs";

const GROUPS = [
  ["garbage collector", (f) => f.functionName === "(garbage collector)"],
  ["idle", (f) => f.functionName === "(idle)" || f.functionName === "(program)"],
  ["Prisma's client runtime", (f) => /@prisma\/|prisma\/client|lib\/db\/generated|query_compiler/.test(f.url)],
  ["pg (protocol, pool)", (f) => /node_modules\/(pg|pg-pool|pg-protocol|pg-types|pgpass)\//.test(f.url)],
  ["PGlite", (f) => /@electric-sql\/pglite|pglite-prisma-adapter/.test(f.url)],
  ["Next.js", (f) => /next\/dist|\.next\/server\/chunks\/.*next|node_modules\/next\//.test(f.url)],
  ["the app's bundle", (f) => /\.next[^/]*\/server\//.test(f.url)],
  ["other dependencies", (f) => /node_modules\//.test(f.url)],
  [
    "Node's JavaScript (streams, http, async hooks)",
    (f) => /^node:/.test(f.url) || (f.url === "" && f.functionName !== ""),
  ],
  ["native (socket writes, crypto, encoding)", () => true],
];

function summarise(file, from, to) {
  const profile = JSON.parse(readFileSync(file, "utf8"));
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const totals = new Map(GROUPS.map(([name]) => [name, 0]));
  const functions = new Map();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    const seconds = (t - profile.startTime) / 1e6;
    if (seconds < from || seconds > to) continue;
    const frame = byId.get(profile.samples[i]);
    const [name] = GROUPS.find(([, test]) => test(frame));
    totals.set(name, totals.get(name) + (profile.timeDeltas[i] ?? 0));
    if (name !== "idle") {
      const key = `${frame.functionName || "(anonymous)"} ${frame.url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*\/\.next[^/]*\//, ".next/")}:${frame.lineNumber + 1}`;
      functions.set(key, (functions.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
    }
  }
  const busy = [...totals].filter(([name]) => name !== "idle").reduce((sum, [, us]) => sum + us, 0);
  console.log(`\n${file}: ${(busy / 1e6).toFixed(2)} s busy`);
  for (const [name, us] of [...totals].sort((a, b) => b[1] - a[1])) {
    if (name === "idle") continue;
    console.log(`  ${((100 * us) / busy).toFixed(1).padStart(5)} %  ${name}`);
  }
  console.log("  the functions with the most self time:");
  for (const [key, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${((100 * us) / busy).toFixed(1).padStart(5)} %  ${key}`);
  }
}

const args = process.argv.slice(2);
const option = (flag, fallback) => {
  const at = args.indexOf(flag);
  if (at === -1) return fallback;
  const [value] = args.splice(at, 2).slice(1);
  return Number(value);
};
const from = option("--from", 0);
const to = option("--to", Number.POSITIVE_INFINITY);
const top = option("--top", 20);
if (args.length === 0) {
  console.error("usage: node scripts/bench/cpu-profile-summary.mjs FILE.cpuprofile [...] [--from S] [--to S]");
  process.exit(2);
}
for (const file of args) summarise(file, from, to);
