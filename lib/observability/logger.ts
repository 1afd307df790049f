// The process-wide structured logger (pino, one JSON object per line on stdout). Kept on globalThis
// so the custom server and every Next.js bundle write through one instance. Fields that could hold
// a secret, code, token, password, cookie or Authorization header are censored by path, whatever
// the caller passes.
import pino, { type Logger } from "pino";
import settings from "./log-settings.json";

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

export function logLevel(env: Record<string, string | undefined> = process.env): string {
  const wanted = env.LOG_LEVEL?.toLowerCase();
  if (wanted && (LEVELS as readonly string[]).includes(wanted)) return wanted;
  return env.APP_ENV === "test" ? "silent" : "info";
}

export function createLogger(
  destination?: pino.DestinationStream,
  env: Record<string, string | undefined> = process.env,
): Logger {
  const options: pino.LoggerOptions = {
    level: logLevel(env),
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: settings.redactPaths, censor: "[redacted]" },
  };
  if (destination) return pino(options, destination);
  // `next dev` and LOG_PRETTY=1 print readable lines; production stays one JSON object per line.
  if (env.LOG_PRETTY === "1" || (env.NODE_ENV === "development" && env.LOG_PRETTY !== "0")) {
    return pino({ ...options, transport: { target: "pino-pretty", options: { colorize: true } } });
  }
  return pino(options);
}

const slot = globalThis as unknown as { __oauthServiceLogger?: Logger };

export function getLogger(): Logger {
  slot.__oauthServiceLogger ??= createLogger();
  return slot.__oauthServiceLogger;
}
