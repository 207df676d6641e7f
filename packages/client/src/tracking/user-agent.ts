/** `browser/version` and `os/version` of a user agent (CL-ENT-6), e.g. `Chrome/126.0.6478.61`, `Android/14`. */
export interface ClientDescription {
  clientVersion: string;
  os: string;
}

const BROWSERS: [name: string, pattern: RegExp][] = [
  ["Edge", /\bEdg(?:e|A|iOS)?\/([\d.]+)/],
  ["Opera", /\bOPR\/([\d.]+)/],
  ["SamsungBrowser", /\bSamsungBrowser\/([\d.]+)/],
  ["Firefox", /\b(?:Firefox|FxiOS)\/([\d.]+)/],
  ["Chrome", /\b(?:Chrome|CriOS|HeadlessChrome)\/([\d.]+)/],
  ["Safari", /\bVersion\/([\d.]+).*Safari\//],
];

const SYSTEMS: [name: string, pattern: RegExp, dots?: boolean][] = [
  ["HarmonyOS", /\b(?:HarmonyOS|OpenHarmony)[ /]?([\d.]+)?/],
  ["Android", /\bAndroid[ /]?([\d.]+)?/],
  ["iOS", /\b(?:iPhone|iPad|iPod).*? OS ([\d_]+)/, true],
  ["macOS", /\bMac OS X ([\d_.]+)/, true],
  ["Windows", /\bWindows NT ([\d.]+)/],
  ["ChromeOS", /\bCrOS \S+ ([\d.]+)/],
  ["Linux", /\bLinux\b()/],
];

const WINDOWS_NAMES: Record<string, string> = { "10.0": "10", "6.3": "8.1", "6.2": "8", "6.1": "7" };

export function describeClient(userAgent: string): ClientDescription {
  let clientVersion = "unknown";
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) {
      clientVersion = `${name}/${match[1] ?? ""}`;
      break;
    }
  }
  let os = "unknown";
  for (const [name, pattern, underscores] of SYSTEMS) {
    const match = pattern.exec(userAgent);
    if (!match) continue;
    let version = match[1] ?? "";
    if (underscores) version = version.replace(/_/g, ".");
    if (name === "Windows") version = WINDOWS_NAMES[version] ?? version;
    os = version ? `${name}/${version}` : name;
    break;
  }
  return { clientVersion, os };
}
