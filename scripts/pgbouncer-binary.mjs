// Where pgbouncer is installed, or undefined: `npm test` runs the database tier through it when it
// is (scripts/pgbouncer.ts starts it). Debian puts it in /usr/sbin, which a user's PATH may lack.
import { existsSync } from "node:fs";
import path from "node:path";

export function pgbouncerBinary(env = process.env) {
  const folders = [...(env.PATH ?? "").split(path.delimiter).filter(Boolean), "/usr/sbin", "/usr/local/sbin"];
  return folders.map((folder) => path.join(folder, "pgbouncer")).find((file) => existsSync(file));
}
