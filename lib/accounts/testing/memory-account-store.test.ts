import { accountStoreContract } from "./account-store-contract";
import { createMemoryAccounts } from "./memory-account-store";

accountStoreContract("memory store", () => createMemoryAccounts());
