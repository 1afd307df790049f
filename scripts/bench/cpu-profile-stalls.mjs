#!/usr/bin/env node
// What holds a server's tail: the longest stretches in which its one thread never went idle, from a
// V8 CPU profile (`--cpu-prof`), each with what filled it (self time by function, the collector
// and PGlite, its WebAssembly included, named). A request that arrives during such a stretch waits for all of it.
// Usage: node scripts/bench/cpu-profile-stalls.mjs FILE.cpuprofile [--top N] [--min MS]
import { readFileSync } from "node:fs";

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const top = option("--top", 10);
const minMs = option("--min", 20);
const file = args.find((a) => a.endsWith(".cpuprofile"));
const profile = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
const idle = (f) => f.functionName === "(idle)";
const label = (f) =>
  /pglite/i.test(f.url) || f.url.startsWith("wasm://")
    ? "PGlite"
    : `${f.functionName || "(anonymous)"} ${f.url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*\/\.next[^/]*\//, ".next/")}`;

const stretches = [];
let current = null;
let t = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  const delta = profile.timeDeltas[i] ?? 0;
  t += delta;
  const frame = byId.get(profile.samples[i]);
  if (idle(frame)) {
    if (current) stretches.push(current);
    current = null;
    continue;
  }
  current ??= { start: (t - profile.startTime) / 1000, ms: 0, by: new Map() };
  current.ms += delta / 1000;
  current.by.set(label(frame), (current.by.get(label(frame)) ?? 0) + delta / 1000);
}
if (current) stretches.push(current);
const long = stretches.filter((s) => s.ms >= minMs);
const busy = stretches.reduce((sum, s) => sum + s.ms, 0);
console.log(
  `${file}: ${stretches.length} busy stretches, ${long.length} of ${minMs} ms or more, holding ${((100 * long.reduce((s, x) => s + x.ms, 0)) / busy).toFixed(1)} % of the busy time`,
);
for (const s of [...long].sort((a, b) => b.ms - a.ms).slice(0, top)) {
  const what = [...s.by]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`)
    .join("; ");
  console.log(`  at ${(s.start / 1000).toFixed(1)} s: ${s.ms.toFixed(0)} ms busy: ${what}`);
}
