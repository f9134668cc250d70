// Makes the mock backend's test stream (mocks/rooms-stream/): an 8-second loop of a generated test picture (colour
// bars, a moving square, a clock and the quality's name) with a beeping tone, as fragmented-MP4 HLS segments in two
// qualities. The mock serves them as a live playlist whose window moves with the mock clock and rewrites each
// segment's timestamps so the loop plays on without a break (mocks/handlers/rooms-stream.ts). Needs ffmpeg (only
// this script does: the segments are committed, so the app, the tests and CI never run it).
//   node scripts/make-rooms-stream.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OUT = 'mocks/rooms-stream';
const LOOP_SECONDS = 8;
const SEGMENT_SECONDS = 2;
const FPS = 25;
const SAMPLE_RATE = 48_000;
// The AAC encoder adds one frame of priming: 8 s of audio minus one frame encodes to exactly 375 frames (8.000 s),
// so the audio loop is as long as the video loop and the rewritten timestamps never drift apart.
const AUDIO_SAMPLES = LOOP_SECONDS * SAMPLE_RATE - 1024;
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf';

const QUALITIES = [
  { name: 'high', label: '360p', width: 640, height: 360, maxrate: 250_000, fontSize: 28 },
  { name: 'low', label: '180p', width: 320, height: 180, maxrate: 90_000, fontSize: 14 },
];

try {
  execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
} catch {
  console.error('ffmpeg is needed to make the test stream (apt-get install -y ffmpeg).');
  process.exit(2);
}

rmSync(OUT, { recursive: true, force: true });
for (const quality of QUALITIES) {
  const dir = join(OUT, quality.name);
  mkdirSync(dir, { recursive: true });
  const video = [
    `[0:v]drawbox=x='mod(t*${quality.width / 8},${quality.width})-${quality.width / 16}':y=${quality.height * 0.42}:w=${quality.width / 16}:h=${quality.width / 16}:color=white@0.9:t=fill`,
    `drawtext=fontfile=${FONT}:text='LOTUS ${quality.label} %{pts\\:hms}':fontsize=${quality.fontSize}:fontcolor=white:box=1:boxcolor=black@0.7:boxborderw=${quality.fontSize / 4}:x=(w-tw)/2:y=h-th-${quality.fontSize}[v]`,
  ].join(',');
  execFileSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-t', String(LOOP_SECONDS), '-f', 'lavfi', '-i', `smptebars=size=${quality.width}x${quality.height}:rate=${FPS}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=880:sample_rate=${SAMPLE_RATE}:beep_factor=4`],
      ...['-filter_complex', `${video};[1:a]atrim=end_sample=${AUDIO_SAMPLES}[a]`, '-map', '[v]', '-map', '[a]'],
      ...['-c:v', 'libx264', '-profile:v', 'main', '-level', '3.0', '-preset', 'veryfast', '-crf', '30'],
      ...['-maxrate', String(quality.maxrate), '-bufsize', String(quality.maxrate * 2), '-pix_fmt', 'yuv420p'],
      ...['-g', String(FPS * SEGMENT_SECONDS), '-keyint_min', String(FPS * SEGMENT_SECONDS), '-sc_threshold', '0'],
      ...['-c:a', 'aac', '-b:a', '32k', '-ac', '1', '-ar', String(SAMPLE_RATE)],
      ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod', '-hls_segment_type', 'fmp4'],
      ...['-hls_fmp4_init_filename', 'init.mp4', '-hls_segment_filename', join(dir, '%d.m4s'), join(dir, 'index.m3u8')],
    ],
    { stdio: 'inherit' },
  );
  rmSync(join(dir, 'index.m3u8'));
}

const manifest = {
  loopSeconds: LOOP_SECONDS,
  segmentSeconds: SEGMENT_SECONDS,
  segmentCount: LOOP_SECONDS / SEGMENT_SECONDS,
  qualities: QUALITIES.map(({ name, label, width, height, maxrate }) => ({
    name,
    label,
    width,
    height,
    bandwidth: maxrate + 40_000,
    codecs: 'avc1.4d401e,mp4a.40.2',
  })),
};
writeFileSync(join(OUT, 'stream.json'), `${JSON.stringify(manifest, null, 2)}\n`);

let bytes = 0;
for (const quality of QUALITIES) for (const file of readdirSync(join(OUT, quality.name))) bytes += statSync(join(OUT, quality.name, file)).size;
console.log(`${OUT}: ${QUALITIES.length} qualities x ${manifest.segmentCount} segments of ${SEGMENT_SECONDS} s, ${(bytes / 1024).toFixed(1)} KB`);
