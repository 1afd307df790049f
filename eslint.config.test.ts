// The lint rules that keep the layers (docs/architecture.md): a bad import fails `eslint .`.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("architecture lint rules", () => {
  it("refuse an import from lib/db upwards: server, auth, client use cases, actions, words", async () => {
    for (const target of [
      "@/lib/server/roots/config",
      "@/lib/auth/password",
      "@/lib/clients/use-cases/create-client",
      "@/lib/actions/portal",
      "@/lib/ui-words/client-failures",
      "next/cache",
    ]) {
      expect(
        await restrictedImports("lib/db/clients/bad.ts", `import { x } from "${target}";\nexport const y = x;\n`),
        target,
      ).toHaveLength(1);
    }
  });

  it("let lib/db implement the client domain's ports and use its rules", async () => {
    const code =
      'import type { ClientStore } from "@/lib/clients/ports";\nimport { sortScopes } from "@/lib/clients/rules/client-change";\nexport type S = ClientStore;\nexport const f = sortScopes;\n';
    expect(await restrictedImports("lib/db/clients/ok.ts", code)).toEqual([]);
  });

  it("refuse Next.js, React, Prisma and lib/db in the cores", async () => {
    for (const file of ["lib/clients/use-cases/bad.ts", "lib/oauth/bad.ts"]) {
      for (const target of [
        "next/navigation",
        "react",
        "@/lib/db/db",
        "@/lib/db/generated/client",
        "@prisma/client",
        "@/lib/ui-words/review",
      ]) {
        expect(
          await restrictedImports(file, `import { x } from "${target}";\nexport const y = x;\n`),
          `${file} <- ${target}`,
        ).not.toEqual([]);
      }
    }
  });

  it("send links through the wrapper that does not prefetch, in pages and components", async () => {
    const bad = 'import Link from "next/link";\nexport const L = Link;\n';
    for (const file of ["app/bad/page.tsx", "components/portal/bad.tsx"])
      expect(await restrictedImports(file, bad), file).toHaveLength(1);
    expect(await restrictedImports("components/ui/link.tsx", bad)).toEqual([]);
    // The link's pending state is not the link.
    const status = 'import { useLinkStatus } from "next/link";\nexport const s = useLinkStatus;\n';
    expect(await restrictedImports("components/portal/tab.tsx", status)).toEqual([]);
  });

  it("refuse storage and route folders in components", async () => {
    for (const target of ["@/lib/db/clients/list-clients-for-owner", "@/app/admin/oauth-clients/page"]) {
      expect(
        await restrictedImports("components/portal/bad.tsx", `import { x } from "${target}";\nexport const y = x;\n`),
        target,
      ).toHaveLength(1);
    }
  });

  it("refuse Next.js, React, Prisma, lib/db and lib/server in the scheduling core", async () => {
    for (const target of [
      "next/server",
      "react",
      "@/lib/db/db",
      "@/lib/db/scheduling/prisma-bookings",
      "@/lib/db/generated/client",
      "@/lib/server/roots/scheduling",
    ]) {
      expect(
        await restrictedImports("lib/scheduling/bad.ts", `import { x } from "${target}";\nexport const y = x;\n`),
        target,
      ).not.toEqual([]);
    }
    expect(
      await restrictedImports(
        "lib/scheduling/ok.ts",
        'import { isScope } from "@/lib/oauth/scope-catalogue";\nexport const y = isScope;\n',
      ),
    ).toEqual([]);
  });

  it("let only composition roots reach lib/db's writes; reads stay open to pages, actions and lib/auth", async () => {
    const refused: [string, string][] = [
      ["lib/actions/probe.ts", 'import { createPrismaTeams } from "@/lib/db/scheduling/prisma-teams";'],
      ["lib/actions/probe.ts", 'import { getPrisma } from "@/lib/db/db";'],
      ["app/(account)/settings/probe.tsx", 'import { getPrisma } from "@/lib/db/db";'],
      ["app/v2/probe/route.ts", 'import { revokeAppAccess } from "@/lib/db/grants/revoke-app-access";'],
      [
        "lib/server/api/operations/probe.ts",
        'import { createPrismaEventTypes } from "@/lib/db/scheduling/prisma-event-types";',
      ],
      ["lib/server/http/probe.ts", 'import { getPrisma } from "../../db/db";'],
      ["lib/auth/probe.ts", 'import { createUser } from "@/lib/db/users";'],
      ["lib/auth/probe.ts", 'import { replacePasswordHash } from "@/lib/db/user-sessions";'],
      ["lib/actions/probe.ts", 'import { createPrismaOrganizations } from "@/lib/db/organizations-admin";'],
    ];
    for (const [file, line] of refused)
      expect(await restrictedImports(file, `${line}\nexport const y = 1;\n`), `${file}: ${line}`).not.toEqual([]);
    const allowed: [string, string][] = [
      ["lib/server/roots/scheduling.ts", 'import { createPrismaTeams } from "@/lib/db/scheduling/prisma-teams";'],
      [
        "lib/server/roots/accounts.ts",
        'import { createPrismaAccounts } from "@/lib/db/accounts/prisma-account-store";',
      ],
      ["lib/auth/probe.ts", 'import { findUserCredentials } from "@/lib/db/users";'],
      ["app/(admin)/admin/probe.tsx", 'import { listUsersForAdmin } from "@/lib/db/user-sessions";'],
      ["app/(portal)/probe.tsx", 'import { listClientsForOwner } from "@/lib/db/clients/list-clients-for-owner";'],
    ];
    for (const [file, line] of allowed)
      expect(await restrictedImports(file, `${line}\nexport const y = 1;\n`), `${file}: ${line}`).toEqual([]);
  });

  it("let only lib/server/roots/ reach lib/db's writes inside lib/server; a type import writes nothing", async () => {
    const writes = [
      'import { getDatabase } from "@/lib/db/db";',
      'import { createPrismaTeams } from "@/lib/db/scheduling/prisma-teams";',
      'import { createPrismaOrganizations } from "@/lib/db/organizations-admin";',
      'import { type Database, openDatabase } from "@/lib/db/open-database";',
    ];
    for (const file of [
      "lib/server/probe.ts",
      "lib/server/startup/probe.ts",
      "lib/server/http/probe.ts",
      "lib/server/api-guard/probe.ts",
      "lib/server/after-response/probe.ts",
      "lib/server/rate-limit/probe.ts",
    ]) {
      for (const line of writes)
        expect(await restrictedImports(file, `${line}\nexport const y = 1;\n`), `${file}: ${line}`).not.toEqual([]);
      expect(
        await restrictedImports(
          file,
          'import type { Database } from "@/lib/db/open-database";\nexport type D = Database;\n',
        ),
        file,
      ).toEqual([]);
    }
    for (const line of writes)
      expect(await restrictedImports("lib/server/roots/probe.ts", `${line}\nexport const y = 1;\n`), line).toEqual([]);
  });

  it("refuse an import from anywhere in lib/ up into app/", async () => {
    for (const file of [
      "lib/server/bad.ts",
      "lib/scheduling/bad.ts",
      "lib/db/scheduling/bad.ts",
      "lib/auth/bad.ts",
      "lib/actions/bad.ts",
      "lib/oauth/bad.ts",
      "lib/ui-words/bad.ts",
    ]) {
      expect(
        await restrictedImports(
          file,
          'import { API_ROUTES } from "@/app/v2/api-routes";\nexport const y = API_ROUTES;\n',
        ),
        file,
      ).not.toEqual([]);
    }
  });

  it("refuse the same imports spelled as relative paths", async () => {
    const refused: [string, string][] = [
      ["lib/db/probe.ts", "../server/config"],
      ["lib/db/clients/probe.ts", "../../server/config"],
      ["lib/db/clients/probe.ts", "../../auth/password"],
      ["lib/db/clients/probe.ts", "../../clients/use-cases/create-client"],
      ["lib/db/probe.ts", "../ui-words/review"],
      ["lib/db/probe.ts", "../../app/v2/api-routes"],
      ["lib/oauth/probe.ts", "../db/users"],
      ["lib/oauth/token-grants/probe.ts", "../../db/oauth/prisma-oauth-store"],
      ["lib/oauth/probe.ts", "../server/oauth"],
      ["lib/clients/use-cases/probe.ts", "../../actions/portal"],
      ["lib/clients/probe.ts", "../ui-words/client-failures"],
      ["lib/scheduling/probe.ts", "../db/scheduling/prisma-bookings"],
      ["lib/scheduling/probe.ts", "../server/scheduling"],
      ["lib/ui-words/probe.ts", "../server/config"],
      ["lib/ui-words/probe.ts", "../db/users"],
      ["lib/server/probe.ts", "../../app/v2/api-routes"],
      ["components/consent/probe.tsx", "../../lib/db/users"],
      ["components/consent/probe.tsx", "@/lib/db/users"],
      ["components/portal/probe.tsx", "../../app/(portal)/developer/page"],
    ];
    for (const [file, target] of refused) {
      expect(
        await restrictedImports(file, `import { x } from "${target}";\nexport const y = x;\n`),
        `${file} <- ${target}`,
      ).not.toEqual([]);
    }
  });

  it("allow relative imports inside a layer and down to what it may use", async () => {
    const allowed: [string, string][] = [
      ["lib/db/clients/probe.ts", "../../clients/ports"],
      ["lib/db/oauth/probe.ts", "./prisma-oauth-store"],
      ["lib/oauth/token-grants/probe.ts", "../scope-parse"],
      ["lib/clients/use-cases/probe.ts", "../rules/client-change"],
    ];
    for (const [file, target] of allowed) {
      expect(
        await restrictedImports(file, `import { x } from "${target}";\nexport const y = x;\n`),
        `${file} <- ${target}`,
      ).toEqual([]);
    }
  });
});
