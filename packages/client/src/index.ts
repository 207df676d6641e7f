// @sxz/client: what a host uses. Advanced parts live behind the subpaths (`@sxz/client/upload`, `/tracking`,
// `/bridge`, `/config`, `/ui`, `/i18n`, `/session`, `/auth`, `/env`, `/storage`, `/validation`). The export list is
// pinned by test/public-surface.test.ts: a new name here is a decision, not an accident.
export { createPlatformClient, getPlatformClient, setPlatformClient } from "./platform-client";
export type { PlatformClient, PlatformClientOptions, PlatformEnv, PlatformSession } from "./platform-client";

// The http of the client and the per-request options it takes.
export type { PlatformHttp, PlatformRequestConfig, PlatformRequestOptions } from "./http";

// Errors a host checks.
export { PlatformError, isPlatformError } from "./http";
export type { PlatformErrorKind } from "./http";
export { BridgeError, isBridgeError } from "./bridge";
export type { BridgeErrorKind } from "./bridge";
export { UploadError, isUploadError } from "./upload";
export type { UploadErrorKind } from "./upload";

// The login redirect rule (CL-VAL-5).
export { isLegalRedirect, safeRedirectTarget } from "./auth";
export type { RedirectPolicy } from "./auth";

// Language basics.
export { LANGUAGES, DEFAULT_LANGUAGE, resolveLanguage, normalizeLanguage, textDirection } from "./i18n";
export type { Language, TextDirection } from "./i18n";

// The types of the client's members, as a host names them.
export type { Auth, AuthEvent, LoginDialog, LogoutOptions, LogoutResult, TokenSet } from "./auth";
export type { Bridge, ChooseImageOptions, PickedImage } from "./bridge";
export type { CallingEnvironment } from "./env";
export type { ConfigReader } from "./config";
export type { I18n, MessageKey } from "./i18n";
export type { PlatformStorage } from "./storage";
export type { Tracker, TrackInput } from "./tracking";
export type { BetaBadge, Toast, ToastOptions } from "./ui";
export type { Uploader, UploadProgress, UploadResult, UploadTask } from "./upload";
