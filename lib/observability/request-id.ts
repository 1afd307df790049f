// A caller's X-Request-Id is kept only when it is short and plain, so it cannot inject log lines
// or bloat them; anything else is replaced by a fresh id.
import { randomUUID } from "node:crypto";

const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(header: string | string[] | null | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && WELL_FORMED.test(value) ? value : randomUUID();
}
