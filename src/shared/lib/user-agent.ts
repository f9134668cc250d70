/** Operating system and device model read from the user agent (used by the device id, client code and headers). */
export type DeviceOs = 'android' | 'ios' | 'windows' | 'mac' | 'linux' | 'unknown';

/**
 * iPadOS 13+ reports itself as a Mac; a Mac user agent with more than one touch point is taken as an iPad.
 */
export function detectOs(userAgent: string, maxTouchPoints = 0): DeviceOs {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh|mac os x/i.test(userAgent)) return maxTouchPoints > 1 ? 'ios' : 'mac';
  if (/windows/i.test(userAgent)) return 'windows';
  if (/linux|x11|cros/i.test(userAgent)) return 'linux';
  return 'unknown';
}

const MODEL_MAX = 64;

function headerSafe(text: string): string {
  return text
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, MODEL_MAX);
}

/** A short device model for the clientModel header: iPhone, iPad, the Android model, Windows, Mac, Linux. */
export function clientModel(userAgent: string, maxTouchPoints = 0): string {
  const apple = /\b(iPhone|iPad|iPod)\b/.exec(userAgent);
  if (apple?.[1]) return apple[1];
  const os = detectOs(userAgent, maxTouchPoints);
  if (os === 'android') {
    const match = /Android[^;)]*;\s*(?:[a-z]{2}[-_][a-z]{2};\s*)?([^;)]+?)(?:\s+Build\/[^;)]*)?\s*[;)]/i.exec(userAgent);
    const model = headerSafe(match?.[1] ?? '');
    return model && !/^(wv|mobile|tablet)$/i.test(model) ? model : 'Android';
  }
  const names: Record<DeviceOs, string> = {
    android: 'Android',
    ios: 'iPad',
    windows: 'Windows',
    mac: 'Mac',
    linux: 'Linux',
    unknown: 'Unknown',
  };
  return names[os];
}
