// Resource servers that introspect (RFC 7662's intended caller): an administrator registers a
// credential for a resource; it may introspect every token issued for that resource and nothing else.
export interface ResourceServerRecord {
  /** Sent as client_id at the introspection endpoint; always starts with `rs_`. */
  readonly credentialId: string;
  readonly name: string;
  /** The canonical identifier of the resource it serves (RFC 8707). */
  readonly resource: string;
  /** `hashSecret(secret)`; the secret itself is shown once and never stored. */
  readonly secretHash: string;
  readonly secretHint: string;
  readonly createdAt: Date;
  readonly revokedAt: Date | null;
}

export interface ResourceServerPort {
  findResourceServer(credentialId: string): Promise<ResourceServerRecord | null>;
  saveResourceServer(record: ResourceServerRecord, createdById: string): Promise<void>;
  listResourceServers(): Promise<ResourceServerRecord[]>;
  /** Revokes it at once; false when it was unknown or already revoked. */
  revokeResourceServer(credentialId: string, at: Date): Promise<boolean>;
}
