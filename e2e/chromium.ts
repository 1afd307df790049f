// The browser both Playwright configurations drive: Debian's headless shell where it is installed
// (.ci/run installs it): the same Blink without the full browser's user interface, which costs half
// the CPU of a run here (busy CPU 428 s against 868 s, measured); else Debian's full Chromium.
// CHROMIUM_PATH names another. Playwright's own browser download is not used.
import { existsSync } from "node:fs";

export const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium");

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-quic",
  "--no-first-run",
  "--disable-sync",
];
