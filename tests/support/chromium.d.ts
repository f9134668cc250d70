// Types of chromium.js (kept in JavaScript so that the Jest config can import it too).
export declare const CHROMIUM_ARGS: readonly string[];
export declare function chromiumLaunchOptions(): { executablePath: string; args: string[] };
