// Writes the two goal sounds of the live layer (src/shared/live/goal-sound.ts) as small 8 kHz, 8-bit mono WAV
// files: public/sounds/goal-cheer.wav (a crowd-like swell of filtered noise) and public/sounds/goal-whistle.wav
// (three referee-whistle blasts: a warbling tone with a little breath noise). Deterministic: the noise comes from a
// fixed-seed generator, so running it again writes the same bytes. Usage: node scripts/make-goal-sounds.mjs
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const RATE = 8000;
const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'sounds');

/** mulberry32: a small seeded generator in [0, 1). */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Samples in [-1, 1] as an 8-bit unsigned PCM WAV file. */
function wav(samples) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE, 28); // bytes per second
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  const body = Buffer.alloc(samples.length);
  samples.forEach((value, index) => {
    body[index] = Math.round(128 + Math.max(-1, Math.min(1, value)) * 127);
  });
  return Buffer.concat([header, body]);
}

/** A crowd cheer: noise through two one-pole filters (a rough band), swelling in and fading out, with a slow flutter. */
function cheer(seconds = 1.6) {
  const random = seeded(9);
  const count = Math.round(seconds * RATE);
  const out = new Array(count);
  let low = 0;
  let lower = 0;
  for (let i = 0; i < count; i += 1) {
    const t = i / RATE;
    const white = random() * 2 - 1;
    low += 0.35 * (white - low);
    lower += 0.05 * (white - lower);
    const band = low - lower;
    const envelope = Math.min(1, t / 0.25) * Math.min(1, (seconds - t) / 0.6);
    const flutter = 0.75 + 0.25 * Math.sin(2 * Math.PI * 5.5 * t) * Math.sin(2 * Math.PI * 1.3 * t);
    out[i] = band * 2.2 * envelope * flutter;
  }
  return out;
}

/** Three whistle blasts (short, short, long): a 2.6 kHz tone warbling at 28 Hz, with some breath noise. */
function whistle() {
  const random = seeded(17);
  const blasts = [
    [0, 0.18],
    [0.28, 0.18],
    [0.56, 0.6],
  ];
  const seconds = 1.25;
  const count = Math.round(seconds * RATE);
  const out = new Array(count).fill(0);
  let phase = 0;
  for (let i = 0; i < count; i += 1) {
    const t = i / RATE;
    const blast = blasts.find(([start, length]) => t >= start && t < start + length);
    const frequency = 2600 + 140 * Math.sin(2 * Math.PI * 28 * t);
    phase += (2 * Math.PI * frequency) / RATE;
    if (!blast) continue;
    const [start, length] = blast;
    const into = t - start;
    const envelope = Math.min(1, into / 0.015) * Math.min(1, (length - into) / 0.03);
    out[i] = (0.7 * Math.sin(phase) + 0.12 * (random() * 2 - 1)) * envelope;
  }
  return out;
}

mkdirSync(OUT, { recursive: true });
for (const [name, samples] of [
  ['goal-cheer.wav', cheer()],
  ['goal-whistle.wav', whistle()],
]) {
  const file = wav(samples);
  writeFileSync(join(OUT, name), file);
  console.log(`${name}: ${file.length} bytes`);
}
