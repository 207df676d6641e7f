const PRIVATE_IPV4 = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|0\.0\.0\.0$|169\.254\.)/;
const LOCAL_NAMES = /(^|\.)(localhost|local|test|internal|example|invalid)$/;
/** Hosts named for test stages: `test.…`, `dev2-…`, `uat.…`, `sit.…`, `fat.…`. */
const TEST_STAGE = /^(dev|test|uat|sit|fat)\d*([.-]|$)/;

/**
 * Pages on these hosts do not report events (CL-VAL-2): the developer's machine, private networks and
 * internal test stages, so that development and test traffic never mixes with real learners' data.
 */
export function isLocalOrTestHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "");
  if (host === "" || host === "::1" || host.startsWith("fe80:") || host.startsWith("fc") || host.startsWith("fd"))
    return true;
  if (PRIVATE_IPV4.test(host)) return true;
  return LOCAL_NAMES.test(host) || TEST_STAGE.test(host);
}
