#!/usr/bin/env node
// Where a server's CPU went, by our own code: each sample of a V8 CPU profile (`--cpu-prof`) is
// charged to the innermost frame of the app's bundle on its stack, mapped through the build's
// source maps to the file (and function) it came from, so a file's share includes the library
// and Node code it calls synchronously. Samples with no frame of ours are charged to the
// outermost frame (Next.js's request handling, a promise continuation, the garbage collector).
// Usage: node scripts/bench/cpu-profile-ours.mjs FILE.cpuprofile [--from S] [--to S] [--top N]
//        [--inside TEXT] (the functions that ran inside the entries whose name contains TEXT)
//        [--self] (each sample charged to its own frame when that frame is the bundle's, mapped to
//        its source: where the bundle's own time goes, bundled packages told apart from our files)
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sourceMap from "source-map-js";

const args = process.argv.slice(2);
const option = (flag, fallback) => {
  const at = args.indexOf(flag);
  if (at === -1) return fallback;
  const [value] = args.splice(at, 2).slice(1);
  return value;
};
const from = Number(option("--from", "0"));
const to = Number(option("--to", "Infinity"));
const top = Number(option("--top", "30"));
const inside = option("--inside", null);
const selfOnly = args.includes("--self");
if (selfOnly) args.splice(args.indexOf("--self"), 1);
const [file] = args;
if (!file) {
  console.error(
    "usage: node scripts/bench/cpu-profile-ours.mjs FILE.cpuprofile [--from S] [--to S] [--top N] [--inside TEXT]",
  );
  process.exit(2);
}

const profile = JSON.parse(readFileSync(file, "utf8"));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parents = new Map();
for (const n of profile.nodes) for (const child of n.children ?? []) parents.set(child, n.id);

const ours = (frame) =>
  /\.next[^/]*\/server\//.test(frame.url) && !/node_modules|\[turbopack\]_runtime/.test(frame.url);
const consumers = new Map();
function consumerOf(url) {
  if (!consumers.has(url)) {
    const path = `${url.startsWith("file:") ? fileURLToPath(url) : url}.map`;
    let consumer = null;
    try {
      if (existsSync(path)) consumer = new sourceMap.SourceMapConsumer(JSON.parse(readFileSync(path, "utf8")));
    } catch {
      // An unreadable map: the bundle's own name is used.
    }
    consumers.set(url, consumer);
  }
  return consumers.get(url);
}
const origins = new Map();
function originOf(frame) {
  const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}`;
  if (!origins.has(key)) {
    let origin = `${frame.url.replace(/^.*\//, "")}: ${frame.functionName || "(anonymous)"}`;
    const position = consumerOf(frame.url)?.originalPositionFor({
      line: frame.lineNumber + 1,
      column: frame.columnNumber,
    });
    if (position?.source)
      origin = `${position.source.replace(/^.*?\]\/|^(\.\.\/)+/, "")}: ${position.name ?? (frame.functionName || "(anonymous)")}`;
    origins.set(key, origin);
  }
  return origins.get(key);
}
const short = (frame) =>
  `${frame.functionName || "(anonymous)"} ${frame.url.replace(/^.*node_modules\//, "").slice(0, 60)}`;

const byFunction = new Map();
const byFile = new Map();
const within = new Map();
let busy = 0;
let t = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  const delta = profile.timeDeltas[i] ?? 0;
  t += delta;
  const seconds = (t - profile.startTime) / 1e6;
  if (seconds < from || seconds > to) continue;
  const leaf = nodes.get(profile.samples[i]).callFrame;
  if (leaf.functionName === "(idle)" || leaf.functionName === "(program)") continue;
  busy += delta;
  if (selfOnly && !ours(leaf)) continue;
  let key = null;
  let outermost = leaf;
  for (let id = profile.samples[i]; id !== undefined; id = parents.get(id)) {
    const frame = nodes.get(id).callFrame;
    if (key === null && ours(frame)) key = originOf(frame);
    if (frame.functionName !== "(root)") outermost = frame;
  }
  key ??= `(nothing of ours) ${short(outermost)}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + delta);
  const fileKey = key.startsWith("(nothing of ours)") ? "(nothing of ours)" : key.split(":")[0];
  byFile.set(fileKey, (byFile.get(fileKey) ?? 0) + delta);
  if (inside && key.includes(inside)) within.set(short(leaf), (within.get(short(leaf)) ?? 0) + delta);
}

const print = (title, tally) => {
  console.log(title);
  for (const [name, us] of [...tally].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${((100 * us) / busy).toFixed(1).padStart(5)} %  ${name}`);
};
console.log(`${file}: ${(busy / 1e6).toFixed(2)} s busy`);
print("by source file:", byFile);
print("by function:", byFunction);
if (inside) print(`what ran inside "${inside}" (self time):`, within);
