/**
 * Not an OAuth error and never an answer: a grant's signal to the token endpoint that the store
 * refused a write because the client changed after it was authenticated (ClientAsAuthenticated).
 * The endpoint authenticates again against the client as it is now.
 */
export class ClientChangedError extends Error {
  override readonly name = "ClientChangedError";

  constructor() {
    super("the client changed after it was authenticated");
  }
}
