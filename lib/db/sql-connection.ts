// A raw SQL connection for the few jobs Prisma's query API cannot do: running a migration file
// (many statements in one transaction) and inspecting the catalogue in tests.
export interface SqlConnection {
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface SqlPool {
  /**
   * Runs `fn` on one dedicated connection, so BEGIN/COMMIT hold; session locks and settings hold
   * too when `holdsSessions` (a transaction pooler hands each transaction a server connection of
   * its own choosing, so a lock taken in one statement may be held by another client's next one).
   */
  withConnection<T>(fn: (conn: SqlConnection) => Promise<T>): Promise<T>;
  readonly holdsSessions: boolean;
  close(): Promise<void>;
}
