import type { UserSettings } from '@/shared/settings/user-settings';

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  const legacy = (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  return window.AudioContext ?? legacy ?? null;
}

/** Whether this browser can play the preview (Web Audio). */
export function canPreviewSound(): boolean {
  return audioContextClass() !== null;
}

/** A referee's whistle: two warbling blasts near 2.8 kHz. */
function whistle(context: AudioContext, start: number): number {
  for (const [offset, length] of [
    [0, 0.22],
    [0.3, 0.5],
  ] as const) {
    const tone = context.createOscillator();
    const warble = context.createOscillator();
    const depth = context.createGain();
    const level = context.createGain();
    tone.frequency.value = 2800;
    warble.frequency.value = 28;
    depth.gain.value = 160;
    warble.connect(depth).connect(tone.frequency);
    const at = start + offset;
    level.gain.setValueAtTime(0, at);
    level.gain.linearRampToValueAtTime(0.25, at + 0.02);
    level.gain.setValueAtTime(0.25, at + length - 0.04);
    level.gain.linearRampToValueAtTime(0, at + length);
    tone.connect(level).connect(context.destination);
    for (const node of [tone, warble]) {
      node.start(at);
      node.stop(at + length);
    }
  }
  return 0.8;
}

/** A crowd cheer: band-passed noise that swells and fades over about a second and a half. */
function cheer(context: AudioContext, start: number): number {
  const seconds = 1.6;
  const buffer = context.createBuffer(1, Math.floor(context.sampleRate * seconds), context.sampleRate);
  const samples = buffer.getChannelData(0);
  for (let i = 0; i < samples.length; i += 1) samples[i] = Math.random() * 2 - 1;
  const noise = context.createBufferSource();
  noise.buffer = buffer;
  const band = context.createBiquadFilter();
  band.type = 'bandpass';
  band.frequency.value = 1100;
  band.Q.value = 0.6;
  const level = context.createGain();
  level.gain.setValueAtTime(0, start);
  level.gain.linearRampToValueAtTime(0.35, start + 0.35);
  level.gain.linearRampToValueAtTime(0.2, start + 1.0);
  level.gain.linearRampToValueAtTime(0, start + seconds);
  noise.connect(band).connect(level).connect(context.destination);
  noise.start(start);
  noise.stop(start + seconds);
  return seconds;
}

/**
 * Plays a short synthesised preview of the goal sound (1 cheer, 2 whistle); nothing is downloaded. Resolves false
 * when the browser has no Web Audio or refuses to play.
 */
export async function previewGoalSound(sound: UserSettings['pushTong']): Promise<boolean> {
  const Context = audioContextClass();
  if (!Context) return false;
  try {
    const context = new Context();
    if (context.state === 'suspended') await context.resume();
    const length = sound === 2 ? whistle(context, context.currentTime) : cheer(context, context.currentTime);
    window.setTimeout(() => void context.close(), (length + 0.3) * 1000);
    return true;
  } catch {
    return false;
  }
}
