export { createConfigReader, DEFAULT_CONFIG_TTL_MS } from "./reader";
export type { ConfigReader, ConfigReaderDependencies, ConfigGetOptions, ConfigListener, ConfigProduct, ConfigHttp } from "./reader";
export type { CachedConfigEntry } from "./entry";
export { parseConfigValue } from "./parse";
