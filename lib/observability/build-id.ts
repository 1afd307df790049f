// The build's id (BUILD_ID from the environment, e.g. a commit set by the image, else the id Next.js
// wrote at build time): the only version information the health endpoints reveal.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

let cached: string | undefined;

export function buildId(): string {
  if (cached === undefined) {
    const fromEnv = process.env.BUILD_ID;
    const file = path.join(/*turbopackIgnore: true*/ process.cwd(), process.env.NEXT_DIST_DIR || ".next", "BUILD_ID");
    const fromBuild = existsSync(/*turbopackIgnore: true*/ file)
      ? readFileSync(/*turbopackIgnore: true*/ file, "utf8").trim()
      : "";
    cached = (fromEnv && /^[\w.-]{1,64}$/.test(fromEnv) ? fromEnv : fromBuild.slice(0, 64)) || "dev";
  }
  return cached;
}
