// The database tier's shared-process project must not hold a file that changes the environment
// or mocks modules: in a shared process that change would reach the files after it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ISOLATED_TEST_FILES } from "./test/isolated-files";

const CHANGES_THE_PROCESS =
  /process\.env\.[A-Z_]+ *=[^=]|process\.env\[[^\]]+\] *=[^=]|delete process\.env|Object\.assign\(process\.env|vi\.(mock|doMock|stubEnv|resetModules)\(/;

const databaseTierFiles = readdirSync("test", { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".test.ts"))
  .map((file) => path.posix.join("test", file.split(path.sep).join("/")));

describe("the database tier's isolated files", () => {
  it("include every file that changes the environment or mocks a module", () => {
    const changing = databaseTierFiles.filter((file) => CHANGES_THE_PROCESS.test(readFileSync(file, "utf8")));
    expect(changing.length).toBeGreaterThan(0);
    expect(changing.filter((file) => !(ISOLATED_TEST_FILES as readonly string[]).includes(file))).toEqual([]);
  });

  it("name files that exist", () => {
    expect(ISOLATED_TEST_FILES.filter((file) => !existsSync(file))).toEqual([]);
  });

  it("recognise each kind of change", () => {
    for (const line of [
      'process.env.RATE_LIMIT_X = "1/60";',
      'process.env["MAIL_FROM"] = "a";',
      "delete process.env.SMTP_URL;",
      "Object.assign(process.env, { A: '1' });",
      'vi.mock("@/lib/auth/session", () => ({}));',
      'vi.stubEnv("A", "1");',
    ])
      expect(CHANGES_THE_PROCESS.test(line), line).toBe(true);
    expect(CHANGES_THE_PROCESS.test("if (process.env.TEST_DATABASE_URL === undefined) {}")).toBe(false);
  });
});
