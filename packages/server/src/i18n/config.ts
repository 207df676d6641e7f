import type { Catalogue } from "./messages";

/** Messages of the config properties. */
export const configMessages = {
  en_US: { configEmpty: "No value is configured for this key." },
  zh_CN: { configEmpty: "该配置项没有值。" },
} satisfies Catalogue;
