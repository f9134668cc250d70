// Node's loader of the test stream's files: straight from mocks/rooms-stream/ on disk (see rooms-stream-files.ts).
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StreamFileLoader } from './rooms-stream-files';

const STREAM_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'rooms-stream');

export const diskStreamFiles: StreamFileLoader = async (quality, file) => new Uint8Array(await readFile(join(STREAM_DIR, quality, file)));
