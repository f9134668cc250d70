// Page globals for the node environment. The API clients read the page's window, local storage and navigator;
// these are the smallest stand-ins that behave like a phone browser, so the generated client functions run
// unchanged. Imported by the contracts setup before any application module.
class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  clear(): void {
    this.#items.clear();
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}

/** An Android phone browser (client code 7, device prefix H5-AND). */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

export const pageWindow = {
  location: {
    origin: 'http://127.0.0.1:5173',
    protocol: 'http:',
    host: '127.0.0.1:5173',
    hostname: '127.0.0.1',
    href: 'http://127.0.0.1:5173/',
    pathname: '/',
    search: '',
    hash: '',
  },
  localStorage: new MemoryStorage(),
  sessionStorage: new MemoryStorage(),
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
};

Object.defineProperty(globalThis, 'window', { value: pageWindow, configurable: true, writable: true });
Object.defineProperty(globalThis, 'navigator', {
  value: { userAgent: PHONE_USER_AGENT, maxTouchPoints: 5, language: 'vi-VN', languages: ['vi-VN'] },
  configurable: true,
  writable: true,
});
// A page's `self` is its global scope; jsencrypt (the withdraw password's RSA) reads `self.crypto` for randomness.
Object.defineProperty(globalThis, 'self', { value: globalThis, configurable: true, writable: true });
