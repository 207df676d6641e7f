import { interpolate } from "@sxz/contract";
import type { Language } from "@sxz/contract";

export type BridgeMessageKey = "unsupported" | "timeout" | "nativeError";

/** A translator the i18n service can provide; undefined means "use the built-in English/Chinese text". */
export type BridgeTranslate = (key: `bridge.${BridgeMessageKey}`, params: Record<string, string>) => string | undefined;

const BUILT_IN: Record<"en" | "zh", Record<BridgeMessageKey, string>> = {
  en: {
    unsupported: "{api} is (temporarily) not supported in the current environment ({environment}).",
    timeout: "{api} did not answer within {seconds} seconds in the current environment ({environment}).",
    nativeError: "{api} failed in the current environment ({environment}).",
  },
  zh: {
    unsupported: "当前环境（{environment}）暂不支持 {api}。",
    timeout: "当前环境（{environment}）中 {api} 在 {seconds} 秒内没有响应。",
    nativeError: "当前环境（{environment}）中 {api} 调用失败。",
  },
};

export function bridgeMessage(
  key: BridgeMessageKey,
  params: Record<string, string>,
  language: Language,
  translate?: BridgeTranslate,
): string {
  const translated = translate?.(`bridge.${key}`, params);
  if (translated) return translated;
  const template = BUILT_IN[language.startsWith("zh") ? "zh" : "en"][key];
  return interpolate(template, params);
}
