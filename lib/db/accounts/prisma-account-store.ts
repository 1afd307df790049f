// The accounts core's ports over Prisma: accounts, server-side sessions and authorized apps.
import type { AccountStore, AuthorizedAppStore, GrantUsageStore, SessionStore } from "@/lib/accounts/ports";
import { addGrantScopeUsage, listGrantScopeUsage } from "../grants/grant-scope-usage";
import { listAuthorizedApps } from "../grants/list-authorized-apps";
import { revokeAppAccess } from "../grants/revoke-app-access";
import {
  createUserSession,
  deleteOtherSessionsOfUser,
  deleteSessionOfUser,
  deleteUserSession,
  findSessionUser,
  listUserSessions,
  replacePasswordHash,
  setUserDisabled,
  swapPasswordHash,
  touchUserSession,
} from "../user-sessions";
import { createUser, findPasswordHashById } from "../users";

export function createPrismaAccounts(): AccountStore {
  return {
    async insertAccount(account) {
      const created = await createUser(account);
      return created.ok ? { ok: true, account: created.user } : created;
    },
    findPasswordHash: findPasswordHashById,
    replacePasswordHash,
    swapPasswordHash,
    setDisabled: setUserDisabled,
  };
}

export function createPrismaSessions(): SessionStore {
  return {
    insertSession: createUserSession,
    deleteSession: deleteUserSession,
    findSessionAccount: findSessionUser,
    touchSession: touchUserSession,
    listSessions: listUserSessions,
    deleteUserSession: deleteSessionOfUser,
    deleteOtherSessions: deleteOtherSessionsOfUser,
  };
}

export function createPrismaAuthorizedApps(): AuthorizedAppStore {
  return {
    listAuthorizedApps,
    revokeAppAccess: (userId, clientId, now) => revokeAppAccess({ userId, clientId, now }),
    listScopeUsage: listGrantScopeUsage,
  };
}

export function createPrismaGrantUsage(): GrantUsageStore {
  return { addUsage: addGrantScopeUsage };
}
