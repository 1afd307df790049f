// Which browser and system a User-Agent names, for the account page's list of sessions: a rough
// reading of the common browsers (the order matters: Edge and Opera also claim Chrome, Chrome
// claims Safari, iOS claims Mac OS X). Null where nothing is recognised.
export type Browser = "Edge" | "Opera" | "Firefox" | "Chrome" | "Safari";
export type OperatingSystem = "Windows" | "Android" | "iOS" | "macOS" | "ChromeOS" | "Linux";

const BROWSERS: [RegExp, Browser][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/(\b|Headless)Chrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
  [/\bSafari\//, "Safari"],
];
const SYSTEMS: [RegExp, OperatingSystem][] = [
  [/\bWindows\b/, "Windows"],
  [/\bAndroid\b/, "Android"],
  [/\b(iPhone|iPad|iPod)\b/, "iOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bLinux\b/, "Linux"],
];

export function deviceOfUserAgent(userAgent: string | null): {
  browser: Browser | null;
  system: OperatingSystem | null;
} {
  const ua = userAgent ?? "";
  return {
    browser: BROWSERS.find(([re]) => re.test(ua))?.[1] ?? null,
    system: SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? null,
  };
}
