"use server";

// The developer portal's server actions: the signed-in caller, then the command.
import {
  addClientKeysCommand,
  deleteClientKeyCommand,
  setClientJwksUriCommand,
  addPostLogoutRedirectUriCommand,
  addRedirectUriCommand,
  createClientCommand,
  deleteClientCommand,
  deleteClientSecretCommand,
  dismissNotice,
  editClientDetailsCommand,
  editDpopSettingCommand,
  generateClientSecretCommand,
  migrateLegacyClientCommand,
  removePostLogoutRedirectUriCommand,
  removeRedirectUriCommand,
  replaceRedirectUriCommand,
  resubmitClientCommand,
  rollClientSecretCommand,
  setPushedRequirementCommand,
  setHighSecurityCommand,
  updateClientScopesCommand,
} from "./portal-commands";
import { safeReturnPath } from "@/lib/safe-return-path";
import { formAction } from "./plumbing/form-action";
import { userAction } from "./plumbing/user-action";
import { dismissNoticeSchema } from "./schemas/client-forms";

const portal = { returnTo: "/settings/developer/oauth" };

export const createClientAction = userAction(createClientCommand, portal);
export const updateClientScopesAction = userAction(updateClientScopesCommand, portal);
export const editClientDetailsAction = userAction(editClientDetailsCommand, portal);
export const editDpopSettingAction = userAction(editDpopSettingCommand, portal);
export const addRedirectUriAction = userAction(addRedirectUriCommand, portal);
export const replaceRedirectUriAction = userAction(replaceRedirectUriCommand, portal);
export const removeRedirectUriAction = userAction(removeRedirectUriCommand, portal);
export const addPostLogoutRedirectUriAction = userAction(addPostLogoutRedirectUriCommand, portal);
export const removePostLogoutRedirectUriAction = userAction(removePostLogoutRedirectUriCommand, portal);
export const setPushedRequirementAction = userAction(setPushedRequirementCommand, portal);
export const setHighSecurityAction = userAction(setHighSecurityCommand, portal);
export const generateClientSecretAction = userAction(generateClientSecretCommand, portal);
export const rollClientSecretAction = userAction(rollClientSecretCommand, portal);
export const deleteClientSecretAction = userAction(deleteClientSecretCommand, portal);
export const addClientKeysAction = userAction(addClientKeysCommand, portal);
export const deleteClientKeyAction = userAction(deleteClientKeyCommand, portal);
export const setClientJwksUriAction = userAction(setClientJwksUriCommand, portal);
export const deleteClientAction = userAction(deleteClientCommand, portal);
export const migrateLegacyClientAction = userAction(migrateLegacyClientCommand, portal);
export const resubmitClientAction = userAction(resubmitClientCommand, portal);
// A plain form (no script on the portal's pages for it): back to the page it was posted from, where
// the notice is gone (or was already).
export const dismissNoticeAction = formAction(dismissNoticeSchema, dismissNotice, {
  who: "user",
  returnTo: portal.returnTo,
  redirectTo: (_outcome, input) => safeReturnPath(input?.returnTo, portal.returnTo),
});
