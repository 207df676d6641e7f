import type { Language } from "@sxz/contract";
import type { CallingEnvironment } from "../env";
import type { TokenReader } from "./client-context";

export interface BaseHeaderSources {
  environment: Pick<CallingEnvironment, "kind">;
  tokens: Pick<TokenReader, "read">;
  /** The device id (`SXZ_uuid`). */
  uuid(): string;
  language(): Language;
  tenantId(): string | undefined;
  /** `terminal` value inside the mini-program container (CL-ENV-2). */
  workplaceTerminal?: string;
}

/**
 * CL-API-1 / CL-ENV-2: what every platform call carries besides the token — uuid, sxz-lang, tenant_id and tenantId,
 * user_id, and `terminal` in the mini-program container. Read at each call: the address and the cookies change.
 */
export function createBaseHeaders(sources: BaseHeaderSources): () => Record<string, string> {
  return () => {
    const headers: Record<string, string> = { uuid: sources.uuid(), "sxz-lang": sources.language() };
    const tenant = sources.tenantId();
    if (tenant) {
      headers.tenant_id = tenant;
      headers.tenantId = tenant;
    }
    const userId = sources.tokens.read().userId;
    if (userId) headers.user_id = userId;
    if (sources.environment.kind === "miniprogram") headers.terminal = sources.workplaceTerminal ?? "workplace";
    return headers;
  };
}
