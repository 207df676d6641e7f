/** Local storage prefixes of the platform (CL-ENT-9). */
export const PREFIX = {
  /** The named keys of the spec: `SXZ_tenant_id`, `SXZ_uuid`, … */
  app: "SXZ_",
  /** Cached remote configuration entries. */
  bizConfig: "SXZ_BIZ_CONFIG_",
  /** Anything else a service keeps (queues, leases, events). */
  storage: "SXZ_STORAGE_",
} as const;

/** Local storage keys of the spec, stored under `SXZ_` (CL-ENT-9). */
export const LOCAL_KEYS = {
  tenantId: "tenant_id",
  userId: "user_id",
  uuid: "uuid",
  loginMethod: "loginMethod",
  hasInternal: "hasInternal",
  domain: "sxz-domain",
  oauth2ConfigUrl: "oath2ConfigUrl",
  realName: "realName",
  nickName: "nickName",
  mobile: "mobile",
  email: "email",
  avatarUrl: "avatarUrl",
  schoolTitle: "schoolTitle",
  licenseToSell: "licenseToSell",
  memberLicense: "memberLicense",
  honour: "honour",
  schoolId: "schoolId",
  loginRedirect: "login_redirect",
} as const;

/** Session storage keys of the spec, used exactly as named (CL-ENT-10). */
export const SESSION_KEYS = {
  userInfo: "sxz-user-info",
  schoolInfo: "school_info",
  visitorToMember: "visitor_to_member",
  /** The session mirror of the token set (CL-ENT-1); its name is not given by the spec. */
  tokens: "sxz-token",
} as const;
