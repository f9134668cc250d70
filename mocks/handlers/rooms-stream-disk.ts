// Node's loader of the test stream's files: straight from mocks/rooms-stream/ on disk (see rooms-stream-files.ts).
import { readFile } from 'node:fs/promises';
import { streamFileUrl, type StreamFileLoader } from './rooms-stream-files';

export const diskStreamFiles: StreamFileLoader = async (quality, file) => new Uint8Array(await readFile(streamFileUrl(quality, file)));
