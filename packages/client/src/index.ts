export { createPlatformClient, getPlatformClient, setPlatformClient, createPageState } from "./platform-client";
export type { PlatformClient, PlatformClientOptions, PlatformEnv, PlatformSession } from "./platform-client";
export * from "./env";
export * from "./storage";
export * from "./http";
export * from "./auth";
export * from "./bridge";
export * from "./session";
export * from "./upload";
