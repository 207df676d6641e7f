// Plain values, no schema builders: clients import them without pulling TypeBox into their bundles.

/** Config keys the client layer reads (CL-API-10). */
export const ConfigKey = {
  BETA_HOSTS: "klt.beta.flag.school",
  HOST_DOMAINS: "klt.allHost.allDomain",
  HW_LOGIN_DOMAINS: "sxz.school.hwLoginDomain",
} as const;
