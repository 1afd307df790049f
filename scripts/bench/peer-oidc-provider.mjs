// The bench's peer: node-oidc-provider on PostgreSQL (oidc-provider-pg-adapter.mjs), one process per
// worker as the service runs, refresh tokens rotated as the service rotates them, 30-minute access
// tokens. `node peer-oidc-provider.mjs <port> <workers>` with DATABASE_URL set.
// POST /bench/mint stores a grant with an access token (openid profile email, for userinfo) and a
// refresh token (profile email: no ID token on refresh, as the service's bench grant has none),
// as the authorization code grant would have; the measured endpoints are the provider's own.
import cluster from "node:cluster";
import { generateKeyPairSync } from "node:crypto";
import { createServer } from "node:http";
import Provider from "oidc-provider";
import { createPool, postgresAdapter, SCHEMA } from "./oidc-provider-pg-adapter.mjs";
import { serveInWorkers } from "./serve-in-workers.mjs";

export const PEER_CLIENT = {
  client_id: "bench-peer-app",
  client_secret: "cs_bench_peer_secret_do_not_use_in_production",
  redirect_uris: ["http://localhost:8080/callback"],
  grant_types: ["authorization_code", "refresh_token"],
  response_types: ["code"],
  token_endpoint_auth_method: "client_secret_post",
  id_token_signed_response_alg: "ES256",
};
const ACCOUNT = "bench-user";
const [port, workers] = [Number(process.argv[2]), Number(process.argv[3] ?? 1)];

async function serve() {
  const pool = createPool(process.env.DATABASE_URL);
  const provider = new Provider(`http://localhost:${port}`, {
    adapter: postgresAdapter(pool),
    clients: [PEER_CLIENT],
    jwks: { keys: [JSON.parse(process.env.PEER_SIGNING_JWK)] },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, name: "Uma User", email: "user@example.com", email_verified: false }),
    }),
    claims: { openid: ["sub"], profile: ["name"], email: ["email", "email_verified"] },
    scopes: ["openid", "offline_access", "profile", "email"],
    rotateRefreshToken: true,
    ttl: { AccessToken: 1800, RefreshToken: 30 * 86400, Grant: 30 * 86400, IdToken: 3600 },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ["bench-peer-cookie-key-0123456789"] },
  });
  const callback = provider.callback();
  async function mint(res) {
    const client = await provider.Client.find(PEER_CLIENT.client_id);
    const grant = new provider.Grant({ accountId: ACCOUNT, clientId: client.clientId });
    grant.addOIDCScope("openid profile email");
    const grantId = await grant.save();
    const common = { accountId: ACCOUNT, client, grantId, gty: "authorization_code" };
    const accessToken = await new provider.AccessToken({ ...common, scope: "openid profile email" }).save();
    const refreshToken = await new provider.RefreshToken({
      ...common,
      scope: "profile email",
      iiat: Math.floor(Date.now() / 1000),
      rotations: 0,
    }).save();
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify({ access_token: accessToken, refresh_token: refreshToken }));
  }
  const server = createServer((req, res) => {
    if (req.method === "POST" && req.url === "/bench/mint")
      return void mint(res).catch((err) => {
        res.statusCode = 500;
        res.end(String(err));
      });
    callback(req, res);
  });
  server.listen(port);
  process.once("SIGTERM", () => server.close(() => pool.end().then(() => process.exit(0))));
}

if (cluster.isPrimary) {
  const pool = createPool(process.env.DATABASE_URL);
  await pool.query(SCHEMA);
  await pool.end();
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  process.env.PEER_SIGNING_JWK = JSON.stringify({
    ...privateKey.export({ format: "jwk" }),
    kid: "peer",
    alg: "ES256",
    use: "sig",
  });
}
await serveInWorkers(workers, serve);
