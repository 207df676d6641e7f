import { classifyAnswer } from "@sxz/contract";
import { headerOf } from "./raw-http";
import type { RawAnswer } from "./raw-http";

/** CL-RT-2: the school refused the login method the user used (`check-login-type-result: false`). */
export function refusesLoginMethod(response: Pick<RawAnswer, "headers"> | undefined): boolean {
  return String(headerOf(response, "check-login-type-result")).trim().toLowerCase() === "false";
}

/**
 * Whether the error catalogue may have something to do with an answer: a refused login method, or a kind it
 * reacts to (CL-ERR-3, CL-ROLE-1, the IP restriction). Cheap, so a transport can leave the catalogue's decisions
 * unloaded until an answer needs them.
 */
export function catalogueMayAct(answer: Pick<RawAnswer, "status" | "data" | "headers">): boolean {
  if (refusesLoginMethod(answer)) return true;
  const kind = classifyAnswer(answer.status, answer.data);
  return kind === "ip-restricted" || kind === "forced-logout" || kind === "forbidden";
}
