import { platformPaths, ThirdPartyProvider } from "@sxz/contract";

/** Provider ids of the two third-party logins (CL-RT-9). */
export const DEFAULT_PROVIDERS = {
  companySso: ThirdPartyProvider.GROUP,
  corporatePortal: ThirdPartyProvider.PORTAL,
} as const;

export interface LoginRoutingOptions {
  /** Provider ids of the two third-party logins: the group's company single sign-on ("2") and the corporate portal ("3"). */
  providers: { readonly companySso: string; readonly corporatePortal: string };
  /** The intranet login for internal-company users (CL-ROLE-2). */
  intranetLoginPath: string;
  /** Cookie whose presence marks an internal-company user (CL-ENV-4). */
  ssoCookie: string;
  /** bundleId sent to `common-current` for the OAuth2 config. */
  bundleId: string;
}

/** The routing of a client without options: default providers, the intranet login path, bundle `sxz-web`. */
export const DEFAULT_ROUTING: Omit<LoginRoutingOptions, "ssoCookie"> = {
  providers: DEFAULT_PROVIDERS,
  intranetLoginPath: platformPaths.intranetLogin.path,
  bundleId: "sxz-web",
};
