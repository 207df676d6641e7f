// Plain values, no schema builders: clients import them without pulling TypeBox into their bundles.

/** Workplace-app sync types (CL-ENT-7). */
export const SYNC_TYPES = ["EMAIL", "MOBILE", "ENTERPRISE_ACCOUNT"] as const;

/** Third-party login providers (CL-RT-9): the telecom-equipment group login and the corporate portal login. */
export const ThirdPartyProvider = {
  /** The telecom-equipment group login (company login method "2"). */
  GROUP: "group",
  /** The corporate portal login (login method "3"). */
  PORTAL: "portal",
} as const;

/** Login methods (CL-ENT-3): "2" company SSO, "3" corporate portal, "4" OAuth2; anything else is the own login page. */
export const LoginMethodCode = {
  COMPANY_SSO: "2",
  CORPORATE_PORTAL: "3",
  OAUTH2: "4",
  /** The value the demo school uses: the product's own login page. */
  OWN_PAGE: "1",
} as const;
