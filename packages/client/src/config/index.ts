// @sxz/client/config: the cached remote-configuration reader.
export { createConfigReader, DEFAULT_CONFIG_TTL_MS } from "./reader";
export type {
  ConfigReader,
  ConfigReaderDependencies,
  ConfigGetOptions,
  ConfigListener,
  ConfigProduct,
  ConfigHttp,
} from "./reader";
