// The sentences of the administrators' resource-server page.
export const RESOURCE_SERVER_WORDS = {
  pageTitle: "Resource servers",
  intro:
    "A resource server's credential may introspect (RFC 7662) every token issued for the API, whichever app it was " +
    "issued to. It has no redirect URIs and never appears on a consent screen. Register one per service that checks tokens.",
  name: "Name",
  nameRequired: "Give the resource server a name.",
  nameTooLong: "At most 100 characters.",
  register: "Register resource server",
  registered: (name: string) => `${name} is registered. Copy the secret now: it is not shown again.`,
  credentialId: "Credential id (client_id)",
  secret: "Secret (client_secret)",
  resource: "Resource",
  created: "Registered",
  status: "Status",
  active: "Active",
  revoked: "Revoked",
  revoke: "Revoke",
  none: "No resource server is registered.",
  nameInvalid: "The name must be 1 to 100 characters of plain text.",
  notFound: "This credential is unknown or already revoked.",
} as const;
