import { readStored, writeStored } from './safe-storage';
import { detectOs, type DeviceOs } from './user-agent';

/**
 * Device identifier (SPEC.md section 3): platform prefix, unix seconds, 6 random alphanumerics and an
 * 8-character hash, joined by hyphens. Cached locally; a deviceId URL parameter overrides it.
 */
export const DEVICE_ID_KEY = 'deviceId';
export const DEVICE_ID_FALLBACK = 'PC-UNK-0-000000-00000000';
export const DEVICE_ID_PATTERN = /^(H5-AND|H5-IOS|PC-WIN|PC-MAC|PC-LIN|PC-UNK)-\d+-[A-Za-z0-9]{6}-[0-9a-f]{8}$/;
/** What an override or a cached id may contain: it travels in the deviceNo header. */
const ACCEPTED_ID = /^[\w.:-]{1,128}$/;

const PREFIXES: Record<DeviceOs, string> = {
  android: 'H5-AND',
  ios: 'H5-IOS',
  windows: 'PC-WIN',
  mac: 'PC-MAC',
  linux: 'PC-LIN',
  unknown: 'PC-UNK',
};
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function devicePrefix(userAgent: string, maxTouchPoints = 0): string {
  return PREFIXES[detectOs(userAgent, maxTouchPoints)];
}

/** 32-bit FNV-1a over the UTF-16 code units, as 8 lowercase hex digits. */
export function hash8(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

function defaultRandom(): number {
  if (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function') {
    return crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
  }
  return Math.random();
}

export interface DeviceIdInputs {
  userAgent: string;
  nowMs: number;
  /** Returns a number in [0, 1). */
  random?: () => number;
  maxTouchPoints?: number;
}

export function createDeviceId({ userAgent, nowMs, random = defaultRandom, maxTouchPoints = 0 }: DeviceIdInputs): string {
  if (!Number.isFinite(nowMs) || nowMs < 0) throw new Error('Invalid clock value');
  const prefix = devicePrefix(userAgent, maxTouchPoints);
  const seconds = Math.floor(nowMs / 1000);
  let suffix = '';
  for (let i = 0; i < 6; i += 1) {
    const value = random();
    if (!(value >= 0 && value < 1)) throw new Error('Random source out of range');
    suffix += ALPHANUMERIC[Math.floor(value * ALPHANUMERIC.length)];
  }
  return `${prefix}-${seconds}-${suffix}-${hash8(`${prefix}|${seconds}|${suffix}|${userAgent}`)}`;
}

export interface DeviceIdSources {
  search?: string;
  userAgent?: string;
  nowMs?: () => number;
  random?: () => number;
  maxTouchPoints?: number;
}

/** The device id for the deviceNo header; never throws (falls back to DEVICE_ID_FALLBACK). */
export function getDeviceId(sources: DeviceIdSources = {}): string {
  try {
    const search = sources.search ?? window.location.search;
    const override = new URLSearchParams(search).get('deviceId')?.trim();
    if (override && ACCEPTED_ID.test(override)) {
      writeStored(DEVICE_ID_KEY, override);
      return override;
    }
    const cached = readStored(DEVICE_ID_KEY);
    if (cached && ACCEPTED_ID.test(cached)) return cached;
    const id = createDeviceId({
      userAgent: sources.userAgent ?? navigator.userAgent,
      nowMs: (sources.nowMs ?? Date.now)(),
      random: sources.random ?? defaultRandom,
      maxTouchPoints: sources.maxTouchPoints ?? navigator.maxTouchPoints ?? 0,
    });
    writeStored(DEVICE_ID_KEY, id);
    return id;
  } catch {
    return DEVICE_ID_FALLBACK;
  }
}
