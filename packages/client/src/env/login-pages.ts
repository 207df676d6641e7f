/** The platform's pages the layer sends people to (login, refusals); own module so the catalogue needs no routing. */
export const LOGIN_PAGES = {
  desktop: "/login/index",
  mobile: "/commonUsage/loginPage.htm",
  disabled: "/disableLogin",
  ipRestricted: "/disable",
  insufficientPermissions: "/insufficient-permissions",
  firstAccessVerification: "/h5/weportal/#/firstAccessVerification",
} as const;
