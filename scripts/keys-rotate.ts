// `npm run keys:rotate`: adds a new access-token signing key, which signs from now on. The
// previous key stays published at /.well-known/jwks.json until its tokens have expired (30 min +
// 1 min skew), then is retired. Running servers pick the new key up within a minute.
import { openConfiguredDatabase } from "@/lib/server/roots/open-configured-database";
import { installDatabase } from "@/lib/db/db";
import { rotateSigningKeys } from "@/lib/server/roots/signing-keys";

const db = await openConfiguredDatabase();
installDatabase(db);
try {
  const { kid, published } = await rotateSigningKeys();
  console.log(`New signing key ${kid}. Published keys: ${published.join(", ")}.`);
} finally {
  installDatabase(undefined);
  await db.close();
}
