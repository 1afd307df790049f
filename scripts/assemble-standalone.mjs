// Completes Next.js's standalone output (<distDir>/standalone) into the folder the container image
// ships: the static assets and public files Next.js leaves out, the SQL migrations applied at
// start-up, and the production server scripts (`node scripts/start.mjs`). The Dockerfile and the
// standalone test both run this, so the test proves what the image runs.
import { cpSync, existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

/** start.mjs and every script it reaches through relative imports (static or dynamic). */
export function serverScripts(entry = "start.mjs") {
  const found = new Set();
  const visit = (name) => {
    if (found.has(name)) return;
    found.add(name);
    const source = readFileSync(path.join("scripts", name), "utf8");
    for (const [, file] of source.matchAll(/(?:from\s+|import\()\s*["']\.\/([\w.-]+\.mjs)["']/g)) visit(file);
  };
  visit(entry);
  return [...found].sort();
}

export function assembleStandalone(distDir = process.env.NEXT_DIST_DIR || ".next") {
  const out = path.join(distDir, "standalone");
  if (!existsSync(path.join(out, "server.js")))
    throw new Error(`${out}/server.js is missing: build with output "standalone" first.`);
  const copy = (from, to) => {
    if (!existsSync(from)) return;
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true });
  };
  copy(path.join(distDir, "static"), path.join(out, distDir, "static"));
  copy("public", path.join(out, "public"));
  copy(path.join("prisma", "migrations"), path.join(out, "prisma", "migrations"));
  for (const script of serverScripts()) {
    copy(path.join("scripts", script), path.join(out, "scripts", script));
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(`standalone server assembled in ${assembleStandalone()}`);
