import { createPlatformClient } from "@sxz/client";

// The real client layer as a page would create it; the test page runs on 127.0.0.1, which the tracker
// would otherwise skip as a local host (CL-VAL-2).
const params = new URLSearchParams(location.search);
const client = createPlatformClient({
  tenantId: "demo",
  tracking: { skipHost: () => false, batch: params.get("batch") === "1" },
});
(window as unknown as { sxz: typeof client }).sxz = client;
document.documentElement.dataset.sxzReady = "true";
