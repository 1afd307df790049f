// Each workload's own floor (scripts/bench/bare-next/app/floor/): the bare Next.js app doing only
// that workload's irreducible work, on the service's database. Its side tables are copies of our
// tables' shape and indexes (CREATE TABLE ... LIKE ... INCLUDING ALL); /v2/me, the list and
// introspection read our own rows. The bench holds the floors' signing key (FLOOR_SIGNING_JWK) to
// sign their bearer tokens, and seeds their codes and refresh tokens right before each run.
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, randomUUID, sign } from "node:crypto";
import pg from "pg";
import { chainedRefresh, FORM, formPost } from "./form-requests";
import type { Workload } from "./workloads";
import { BOOKINGS, EXCHANGE, INTROSPECTION, ME, REFRESH } from "./workloads";

/** Each of our workloads and the name of its floor's. */
export const FLOOR_OF: Record<string, string> = {
  [REFRESH]: "floor: refresh (read form, SHA-256, UPDATE ... RETURNING, sign)",
  [ME]: "floor: /v2/me (verify JWT, SELECT user by key)",
  [EXCHANGE]: "floor: exchange (read code, consume + grant + refresh row, sign)",
  [INTROSPECTION]: "floor: introspection (verify JWT, read one row)",
  [BOOKINGS]: "floor: list (verify JWT, one page by index)",
};

const SIDE_TABLES = {
  FloorRefreshToken: "RefreshToken",
  FloorGrant: "Grant",
  FloorAuthorizationCode: "AuthorizationCode",
};

const hash = (token: string) => createHash("sha256").update(token).digest("base64url");
const token = () => randomBytes(32).toString("base64url");

export type Floors = { env: Record<string, string>; workloads(): Workload[]; close(): Promise<void> };

export async function prepareFloors(
  databaseUrl: string,
  codeBudget: (connections: number, seconds: number) => number,
): Promise<Floors> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  for (const [side, ours] of Object.entries(SIDE_TABLES))
    await db.query(`CREATE TABLE "${side}" (LIKE "${ours}" INCLUDING ALL)`);
  const [demo] = (await db.query<{ id: string }>(`SELECT id FROM "User" WHERE email = 'user@example.com'`)).rows;
  const [client] = (await db.query<{ id: string }>(`SELECT id FROM "OAuthClient" LIMIT 1`)).rows;
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const bearer = () => ({ authorization: `Bearer ${signToken(privateKey, demo!.id)}` });
  const insert = (sql: string, values: unknown[]) => db.query(sql, values);
  const workloads = (): Workload[] => [
    {
      name: FLOOR_OF[REFRESH]!,
      target: "floor",
      async prepare(connections) {
        const tokens = Array.from({ length: connections }, token);
        await insert(
          `INSERT INTO "FloorRefreshToken" (id, "tokenHash", "grantId", "expiresAt")
           SELECT gen_random_uuid(), h, $2, now() + interval '30 days' FROM unnest($1::text[]) AS h`,
          [tokens.map(hash), randomUUID()],
        );
        return {
          request: chainedRefresh("/floor/refresh", tokens, (t) =>
            tokenForm({ grant_type: "refresh_token", refresh_token: t }),
          ),
        };
      },
    },
    {
      name: FLOOR_OF[ME]!,
      target: "floor",
      prepare: async () => ({ request: { method: "GET", path: "/floor/me", headers: bearer() } }),
    },
    {
      name: FLOOR_OF[EXCHANGE]!,
      target: "floor",
      async prepare(connections, seconds) {
        const codes = Array.from({ length: codeBudget(connections, seconds) }, token);
        await insert(
          `INSERT INTO "FloorAuthorizationCode" (id, "codeHash", "clientId", "userId", "redirectUri", scopes, "expiresAt")
           SELECT gen_random_uuid(), h, $2, $3, 'http://localhost:8080/callback', '{PROFILE_READ,BOOKING_READ}',
             now() + interval '10 minutes'
           FROM unnest($1::text[]) AS h`,
          [codes.map(hash), client!.id, demo!.id],
        );
        const request = formPost("/floor/exchange", () =>
          tokenForm({
            grant_type: "authorization_code",
            code: codes.pop() ?? "exhausted",
            redirect_uri: "http://localhost:8080/callback",
          }),
        );
        return { request, amount: codes.length };
      },
    },
    {
      name: FLOOR_OF[INTROSPECTION]!,
      target: "floor",
      prepare: async () => ({
        request: {
          method: "POST",
          path: "/floor/introspect",
          headers: FORM,
          body: tokenForm({ token: signToken(privateKey, demo!.id) }),
        },
      }),
    },
    {
      name: FLOOR_OF[BOOKINGS]!,
      target: "floor",
      prepare: async () => ({ request: { method: "GET", path: "/floor/bookings?take=20", headers: bearer() } }),
    },
  ];
  return {
    env: { DATABASE_URL: databaseUrl, FLOOR_SIGNING_JWK: JSON.stringify(privateKey.export({ format: "jwk" })) },
    workloads,
    close: () => db.end(),
  };
}

/** The same form size as ours (client_id and client_secret the floors do not check). */
const tokenForm = (fields: Record<string, string>) =>
  new URLSearchParams({ ...fields, client_id: "demo-confidential-app", client_secret: "s".repeat(52) }).toString();

/** An ES256 access token for the floors, claims as theirs. */
function signToken(key: KeyObject, sub: string): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
  const iat = Math.floor(Date.now() / 1000);
  const input = `${part({ alg: "ES256", kid: "floor", typ: "at+jwt" })}.${part({ iss: "http://localhost", sub, aud: "http://localhost/v2", client_id: "demo-app", scope: "PROFILE_READ BOOKING_READ", jti: token(), iat, exp: iat + 3600 })}`;
  return `${input}.${sign("sha256", Buffer.from(input), { key, dsaEncoding: "ieee-p1363" }).toString("base64url")}`;
}

/** Puts each floor right before its workload, so the two run side by side in every round. */
export function withFloors(ours: Workload[], floors: Workload[]): Workload[] {
  return ours.flatMap((w) => {
    const floor = floors.find((f) => f.name === FLOOR_OF[w.name]);
    return floor ? [floor, w] : [w];
  });
}
