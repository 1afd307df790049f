// What the token endpoint needs to authenticate a client.
import type { TokenClientRecord } from "../records";

export interface ClientPort {
  findClient(clientId: string): Promise<TokenClientRecord | null>;
  /** Records that a secret authenticated a request (shown in the portal; helps rotation). */
  recordSecretUse(secretId: string, now: Date): Promise<void>;
  /** Records that a registered key signed an accepted client assertion (shown in the portal). */
  recordKeyUse(keyId: string, now: Date): Promise<void>;
}
