// What every accounts use case that can refuse returns: its data, or a code with the facts the words
// need (the field taken, the seconds to wait). No sentence is built here: lib/ui-words words codes.
export type Refusal<Code extends string, Facts extends object = object> = {
  readonly ok: false;
  readonly code: Code;
} & Readonly<Facts>;

export type Outcome<T, R extends Refusal<string>> = { readonly ok: true; readonly data: T } | R;
