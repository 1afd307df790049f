// Text that can be stored: PostgreSQL refuses U+0000, and no field of ours needs control
// characters other than line breaks and tabs.
export const PLAIN_TEXT = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;
export const PLAIN_TEXT_MESSAGE = "Contains a character that is not allowed.";
