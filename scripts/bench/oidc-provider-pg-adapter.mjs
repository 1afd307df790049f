// The bench's peer only: a PostgreSQL adapter for node-oidc-provider (its Adapter interface), one
// table for every model, each payload as JSON. Statements are named (prepared once per connection),
// as the service's are, so the comparison is of the two servers and not of statement planning.
import pg from "pg";

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS oidc_payload (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX IF NOT EXISTS oidc_payload_grant_id ON oidc_payload (grant_id);
CREATE INDEX IF NOT EXISTS oidc_payload_uid ON oidc_payload (model, uid);
CREATE INDEX IF NOT EXISTS oidc_payload_user_code ON oidc_payload (model, user_code);`;

const LIVE = "(expires_at IS NULL OR expires_at > now())";

/** The adapter class node-oidc-provider instantiates once per model name, over one pool. */
export function postgresAdapter(pool) {
  const one = async (name, text, values) => {
    const { rows } = await pool.query({ name, text, values });
    const row = rows[0];
    if (!row) return undefined;
    return row.consumed_at ? { ...row.payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) } : row.payload;
  };
  return class PostgresAdapter {
    constructor(model) {
      this.model = model;
    }

    async upsert(id, payload, expiresIn) {
      await pool.query({
        name: "oidc-upsert",
        text: `INSERT INTO oidc_payload (model, id, payload, grant_id, user_code, uid, expires_at)
               VALUES ($1, $2, $3, $4, $5, $6, $7)
               ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
                 user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
        values: [
          this.model,
          id,
          payload,
          payload.grantId ?? null,
          payload.userCode ?? null,
          payload.uid ?? null,
          expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        ],
      });
    }

    find(id) {
      return one(
        "oidc-find",
        `SELECT payload, consumed_at FROM oidc_payload WHERE model = $1 AND id = $2 AND ${LIVE}`,
        [this.model, id],
      );
    }

    findByUid(uid) {
      return one(
        "oidc-find-uid",
        `SELECT payload, consumed_at FROM oidc_payload WHERE model = $1 AND uid = $2 AND ${LIVE}`,
        [this.model, uid],
      );
    }

    findByUserCode(userCode) {
      return one(
        "oidc-find-user-code",
        `SELECT payload, consumed_at FROM oidc_payload WHERE model = $1 AND user_code = $2 AND ${LIVE}`,
        [this.model, userCode],
      );
    }

    async consume(id) {
      await pool.query({
        name: "oidc-consume",
        text: "UPDATE oidc_payload SET consumed_at = now() WHERE model = $1 AND id = $2",
        values: [this.model, id],
      });
    }

    async destroy(id) {
      await pool.query({
        name: "oidc-destroy",
        text: "DELETE FROM oidc_payload WHERE model = $1 AND id = $2",
        values: [this.model, id],
      });
    }

    async revokeByGrantId(grantId) {
      await pool.query({
        name: "oidc-revoke-grant",
        text: "DELETE FROM oidc_payload WHERE grant_id = $1",
        values: [grantId],
      });
    }
  };
}

export function createPool(connectionString) {
  return new pg.Pool({ connectionString, max: 10 });
}
