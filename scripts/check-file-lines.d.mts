// Types of scripts/check-file-lines.mjs for the test that imports it.
export declare const MAX_LINES: number;
export declare function counted(path: string): boolean;
export declare function lineCount(text: string): number;
export declare function filesOverLimit(
  files: readonly string[],
  read: (path: string) => string,
  max?: number,
): Array<{ path: string; lines: number }>;
