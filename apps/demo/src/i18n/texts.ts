/** Every text of the demo's own pages. The widget and the client layer bring their own translations. */
export interface DemoTexts {
  siteName: string;
  siteTagline: string;
  skipLink: string;
  navLabel: string;
  navHome: string;
  navMyReviews: string;
  navAdmin: string;
  navUpload: string;
  navTracking: string;
  navGallery: string;

  toolbarLabel: string;
  variantLabel: string;
  variantExternal: string;
  variantInternal: string;
  layoutLabel: string;
  layoutDesktop: string;
  layoutMobile: string;
  themeLabel: string;
  themeLight: string;
  themeDark: string;
  languageLabel: string;
  copyViewLink: string;
  viewLinkCopied: string;

  signIn: string;
  signOut: string;
  signingOut: string;
  accountMenu: string;
  roleAdmin: string;
  roleLearner: string;

  serverChecking: string;
  /** {db}: the database engine. */
  serverUp: string;
  /** {reason} */
  serverDown: string;
  footerNote: string;

  homeTitle: string;
  homeIntro: string;
  coursesLoading: string;
  coursesFailed: string;
  coursesEmpty: string;
  openWithElement: string;
  openWithReact: string;
  /** {id} */
  courseIdLabel: string;

  courseElementTitle: string;
  courseElementNote: string;
  courseReactTitle: string;
  courseReactNote: string;
  courseNotFound: string;
  widgetLoading: string;
  widgetLoadFailed: string;
  /** {progress} */
  progressLabel: string;
  progressUnknown: string;
  otherEmbedding: string;
  backToCourses: string;
  signInToRate: string;
  hostEventsTitle: string;
  hostEventsEmpty: string;
  courseAbout: string;

  loginTitle: string;
  mobileLoginTitle: string;
  loginIntro: string;
  username: string;
  password: string;
  loginSubmit: string;
  loginBusy: string;
  loginFailed: string;
  demoAccounts: string;
  /** {target} */
  loginRedirectNote: string;
  loginRedirectIgnored: string;

  disableLoginTitle: string;
  disableLoginBody: string;
  disableLoginAction: string;
  disableTitle: string;
  disableBody: string;
  insufficientTitle: string;
  insufficientBody: string;
  goHome: string;

  feedbackTitle: string;
  feedbackIntro: string;
  /** {tenantId} */
  feedbackSchool: string;
  feedbackTopic: string;
  feedbackTopicReview: string;
  feedbackTopicReply: string;
  feedbackTopicOther: string;
  feedbackSubmit: string;
  feedbackSent: string;
  feedbackFailed: string;

  firstAccessTitle: string;
  firstAccessBody: string;

  myReviewsTitle: string;
  myReviewsIntro: string;
  signInNeeded: string;

  adminTitle: string;
  adminIntro: string;
  adminOnly: string;
  adminCourse: string;

  uploadTitle: string;

  trackingTitle: string;
  trackingIntro: string;
  trackingRefresh: string;
  trackingFilter: string;
  trackingLoading: string;
  trackingEmpty: string;
  trackingFailed: string;
  /** {count} */
  trackingTotal: string;
  trackingReceived: string;
  trackingCode: string;
  trackingType: string;
  trackingUser: string;
  trackingPage: string;
  trackingChannel: string;
  trackingAnonymous: string;

  galleryTitle: string;
  galleryIntro: string;
  /** {variant} {layout} {theme} */
  galleryItem: string;

  notFoundTitle: string;
  notFoundBody: string;
}
