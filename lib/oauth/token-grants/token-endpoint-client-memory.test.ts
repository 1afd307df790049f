// The token endpoint with remembered clients: a client that authenticated before is not read again,
// and whatever changed about it since (suspension, a revoked or added secret, its scopes) takes
// effect on its next request all the same.
import { beforeEach, describe, expect, it } from "vitest";
import { hashSecret } from "../constant-time";
import type { OAuthStore, TokenClientRecord } from "../ports";
import { type GrantFixture, REDIRECT, makeGrantFixture, rejectionCode } from "../testing/grant-fixture";
import { type ClientMemory, createClientMemory } from "./client-memory";
import { handleTokenRequest } from "./token-endpoint";

let f: GrantFixture;
let clients: ClientMemory;
let reads: number;
beforeEach(async () => {
  f = await makeGrantFixture();
  clients = createClientMemory();
  reads = 0;
});

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;
/** The fixture's store, counting the reads of clients. */
const counted = (store: OAuthStore): OAuthStore =>
  new Proxy(store, {
    get(target, property, receiver) {
      if (property === "findClient") return (id: string) => (reads++, target.findClient(id));
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
const call = (params: Record<string, string>, secret = "conf-secret", store: OAuthStore = f.store) =>
  handleTokenRequest(
    { ...f.deps(), store: counted(store), clients },
    { params: new URLSearchParams(params), authorizationHeader: basic("conf", secret) },
  );
const exchange = async () =>
  call({ grant_type: "authorization_code", code: await f.authorize(), redirect_uri: REDIRECT });
const refresh = (token: string, secret?: string) => call({ grant_type: "refresh_token", refresh_token: token }, secret);
const change = (over: Partial<TokenClientRecord>) => {
  const client = f.store.clients.get("conf");
  if (client === undefined) throw new Error("fixture client missing");
  f.store.addClient({ ...client, ...over });
};

describe("handleTokenRequest with remembered clients", () => {
  it("reads a client once: its later requests are authenticated against what was remembered", async () => {
    const first = await exchange();
    const second = await refresh(first.refresh_token);
    await refresh(second.refresh_token);
    expect(reads).toBe(1);
  });

  it("refuses a client suspended since with unauthorized_client, and its token stays live", async () => {
    const first = await exchange();
    change({ status: "SUSPENDED" });
    expect(await rejectionCode(refresh(first.refresh_token))).toBe("unauthorized_client");
    change({ status: "APPROVED" });
    expect((await refresh(first.refresh_token)).token_type).toBe("bearer");
  });

  it("refuses a secret revoked since with invalid_client, and accepts a secret added since", async () => {
    const first = await exchange();
    change({ secrets: [{ id: "conf-secret-2", hash: hashSecret("new-secret") }] });
    expect(await rejectionCode(refresh(first.refresh_token))).toBe("invalid_client");
    const second = await refresh(first.refresh_token, "new-secret");
    expect(second.token_type).toBe("bearer");
  });

  it("answers a remembered client's revoked secret invalid_client, whatever else the request gets wrong", async () => {
    const first = await exchange();
    change({ secrets: [{ id: "conf-secret-2", hash: hashSecret("new-secret") }] });
    expect(await rejectionCode(refresh("not-a-token"))).toBe("invalid_client");
    await exchange().catch(() => undefined);
    const foreign = call({
      grant_type: "refresh_token",
      refresh_token: first.refresh_token,
      resource: "https://elsewhere.example/api",
    });
    expect(await rejectionCode(foreign)).toBe("invalid_client");
    // The credentials that hold now still get the grant's own verdict.
    expect(await rejectionCode(refresh("not-a-token", "new-secret"))).toBe("invalid_grant");
  });

  it("a remembered client whose credentials still hold gets its refusal, after one fresh read", async () => {
    await exchange();
    reads = 0;
    expect(await rejectionCode(refresh("not-a-token"))).toBe("invalid_grant");
    expect(reads).toBe(1);
  });

  it("issues with the client's scopes as they are now, not as remembered", async () => {
    const first = await exchange();
    change({ scopes: ["PROFILE_READ"] });
    expect((await refresh(first.refresh_token)).scope).toBe("PROFILE_READ");
    expect(reads).toBe(2);
  });

  it("answers temporarily_unavailable, with nothing written, when the client changes under every read", async () => {
    const first = await exchange();
    const changing = new Proxy(f.store, {
      get(target, property, receiver) {
        if (property === "rotateRefreshToken") return async () => ({ status: "client_changed" });
        const value = Reflect.get(target, property, receiver) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const refused = call({ grant_type: "refresh_token", refresh_token: first.refresh_token }, "conf-secret", changing);
    expect(await rejectionCode(refused)).toBe("temporarily_unavailable");
    expect(reads).toBe(1 + 3);
    expect((await refresh(first.refresh_token)).token_type).toBe("bearer");
  });

  it("remembers no client that failed to authenticate, nor one that does not exist", async () => {
    const ghost = handleTokenRequest(
      { ...f.deps(), clients },
      {
        params: new URLSearchParams({ grant_type: "refresh_token", refresh_token: "x" }),
        authorizationHeader: basic("ghost", "s"),
      },
    );
    expect(await rejectionCode(ghost)).toBe("invalid_client");
    expect(await rejectionCode(refresh("x", "wrong"))).toBe("invalid_client");
    expect(clients.recall("ghost")).toBeUndefined();
    expect(clients.recall("conf")).toBeUndefined();
  });
});

describe("createClientMemory", () => {
  const client = (clientId: string): TokenClientRecord => ({
    clientId,
    kind: "PUBLIC",
    status: "APPROVED",
    scopes: [],
    secrets: [],
  });

  it("holds at most its limit, forgetting the least recently remembered first", () => {
    const memory = createClientMemory(2);
    memory.remember(client("a"));
    memory.remember(client("b"));
    memory.remember(client("a"));
    memory.remember(client("c"));
    expect(["a", "b", "c"].map((id) => memory.recall(id)?.clientId)).toEqual(["a", undefined, "c"]);
    memory.forget("a");
    expect(memory.recall("a")).toBeUndefined();
  });

  it("forgets a client not remembered again within its time", () => {
    let now = 0;
    const memory = createClientMemory(10, 60_000, () => now);
    memory.remember(client("a"));
    now = 59_999;
    expect(memory.recall("a")?.clientId).toBe("a");
    now = 60_000;
    expect(memory.recall("a")).toBeUndefined();
  });
});
