export interface ScratchDatabase {
  readonly name: string;
  readonly url: string;
  drop(): Promise<void>;
}

export function scratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase>;
