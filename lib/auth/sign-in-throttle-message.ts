// Shared by the server (which throws it) and the sign-in form (which words it).
export const TOO_MANY_ATTEMPTS = "TooManyAttempts";
