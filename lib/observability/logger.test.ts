import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, logLevel } from "./logger";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger(stream, { LOG_LEVEL: "info" }) };
}

describe("logger", () => {
  it("writes one JSON object per line", () => {
    const { lines, logger } = capture();
    logger.info({ requestId: "r1", status: 200 }, "request");
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 30, requestId: "r1", status: 200, msg: "request" });
  });

  it("censors fields that can hold secrets, at the top and one level down", () => {
    const { lines, logger } = capture();
    logger.warn({
      client_secret: "S3CRET-1",
      refresh_token: "RT-2",
      code: "CODE-3",
      password: "PW-4",
      authorization: "Basic QUJD",
      params: { access_token: "AT-5", code_verifier: "V-6", token: "T-7" },
      req: { headers: { authorization: "Bearer AT-8", cookie: "session=C-9" } },
    });
    const out = lines.join("");
    for (const secret of ["S3CRET-1", "RT-2", "CODE-3", "PW-4", "QUJD", "AT-5", "V-6", "T-7", "AT-8", "C-9"])
      expect(out).not.toContain(secret);
    expect(out).toContain("[redacted]");
  });

  it("takes LOG_LEVEL, ignores an unknown one, and is silent under test", () => {
    expect(logLevel({ LOG_LEVEL: "debug" })).toBe("debug");
    expect(logLevel({ LOG_LEVEL: "chatty" })).toBe("info");
    expect(logLevel({ APP_ENV: "test" })).toBe("silent");
  });
});
