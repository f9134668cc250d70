import { afterEach, describe, expect, it, vi } from 'vitest';
import { canPreviewSound, previewGoalSound } from './sound-preview';

/** A stand-in for Web Audio that records which sources were started. */
function fakeAudio() {
  const started: string[] = [];
  const param = () => ({ value: 0, setValueAtTime: vi.fn(), linearRampToValueAtTime: vi.fn() });
  const node = (kind: string) => ({
    kind,
    frequency: param(),
    gain: param(),
    Q: param(),
    type: '',
    buffer: null as unknown,
    connect: vi.fn(function (this: unknown, target: unknown) {
      return target;
    }),
    start: vi.fn(() => started.push(kind)),
    stop: vi.fn(),
  });
  class FakeContext {
    state = 'running';
    currentTime = 0;
    sampleRate = 8000;
    destination = {};
    close = vi.fn(async () => undefined);
    resume = vi.fn(async () => undefined);
    createOscillator = () => node('oscillator');
    createGain = () => node('gain');
    createBiquadFilter = () => node('filter');
    createBufferSource = () => node('noise');
    createBuffer = (_channels: number, length: number) => ({ getChannelData: () => new Float32Array(length) });
  }
  vi.stubGlobal('AudioContext', FakeContext);
  return started;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('goal sound preview', () => {
  it('plays the whistle as two warbling blasts', async () => {
    const started = fakeAudio();
    await expect(previewGoalSound(2)).resolves.toBe(true);
    expect(started.filter((kind) => kind === 'oscillator')).toHaveLength(4);
    expect(started).not.toContain('noise');
  });

  it('plays the cheer as a swell of noise', async () => {
    const started = fakeAudio();
    await expect(previewGoalSound(1)).resolves.toBe(true);
    expect(started).toEqual(['noise']);
  });

  it('reports that it cannot play without Web Audio', async () => {
    vi.stubGlobal('AudioContext', undefined);
    expect(canPreviewSound()).toBe(false);
    await expect(previewGoalSound(1)).resolves.toBe(false);
  });
});
