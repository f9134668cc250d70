// Hand-written files stay at or under MAX_LINES lines (part of `npm run lint`; ESLint cannot read CSS or shell, so this
// one check counts every kind of hand-written file the same way). Past the limit, split the file by job, each part with
// a name that says what it does, not by cutting it at the line count. Generated code and data files are not counted.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const MAX_LINES = 300;

/** Folders of hand-written code, and the code and style files in them that count. */
const HAND_WRITTEN = /^(src|mocks|stories|tests|scripts|eslint-rules|\.storybook)\//;
const CODE = /\.(ts|tsx|js|jsx|mjs|cjs|css|sh)$/;
/** Written by tools: the orval SDK and socket types (npm run generate), MSW's service worker (npm run msw:init). */
const GENERATED = [/^src\/shared\/api\/generated\//, /^mocks\/public\/mockServiceWorker\.js$/];

/** Whether the line limit applies to a file (a path relative to the repository, with forward slashes). */
export function counted(path) {
  return HAND_WRITTEN.test(path) && CODE.test(path) && !GENERATED.some((pattern) => pattern.test(path));
}

/** Lines as `wc -l` counts them, plus a last line without its newline. */
export function lineCount(text) {
  if (text === '') return 0;
  const newlines = text.split('\n').length - 1;
  return text.endsWith('\n') ? newlines : newlines + 1;
}

/** The counted files longer than `max` lines, longest first: [{ path, lines }]. */
export function filesOverLimit(files, read, max = MAX_LINES) {
  return files
    .filter(counted)
    .map((path) => ({ path, lines: lineCount(read(path)) }))
    .filter(({ lines }) => lines > max)
    .sort((a, b) => b.lines - a.lines || a.path.localeCompare(b.path));
}

function repositoryFiles() {
  const output = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { encoding: 'utf8' });
  return [...new Set(output.split('\0').filter(Boolean))];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const over = filesOverLimit(repositoryFiles(), (path) => {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return ''; // deleted in the working tree but still in the index
    }
  });
  for (const { path, lines } of over) console.error(`${path}: ${lines} lines (limit ${MAX_LINES}): split it by job, each part named for what it does`);
  if (over.length > 0) {
    console.error(`${over.length} hand-written file(s) over ${MAX_LINES} lines.`);
    process.exit(1);
  }
  console.log(`file lines: every hand-written file is at most ${MAX_LINES} lines.`);
}
