// Token responses, errors and API answers must never be cached (RFC 6749 s5.1).
export const NO_STORE = { "Cache-Control": "no-store", Pragma: "no-cache" } as const;
