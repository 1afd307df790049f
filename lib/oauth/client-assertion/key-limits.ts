// How many keys a client registers and how much text they may take: bounds the registration reads
// (public-jwk.ts) and the pages show. No crypto here, so the browser's bundle may import it.
export const MAX_JWKS_BYTES = 8192;
export const MAX_CLIENT_KEYS = 5;
export const MAX_KID_LENGTH = 100;
