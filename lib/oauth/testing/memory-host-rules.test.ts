import { createMemoryHostRules } from "./memory-host-rules";
import { describeHostRuleContract } from "./host-rules-contract";

describeHostRuleContract("memory", async () => {
  const store = createMemoryHostRules();
  return {
    store,
    adminId: "admin-1",
    audited: async () => store.audit.map((a) => `${a.event} ${a.pattern}`),
  };
});
