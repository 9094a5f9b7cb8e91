/*
 * The buzzer: a clear tone made with Web Audio (no audio file). One AudioContext per page,
 * made on the first tone; a page that may not play sound yet (no gesture) tries to resume it.
 */

export type ToneKind = 'warn' | 'expire';

/** Frequency (Hz), length (s) and repeats of each tone: a short pip to warn, a long double buzz at the end. */
const TONES: Readonly<Record<ToneKind, { hz: number; seconds: number; repeats: number }>> = {
  warn: { hz: 880, seconds: 0.12, repeats: 1 },
  expire: { hz: 660, seconds: 0.45, repeats: 2 },
};

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context) return context;
  const Context = globalThis.AudioContext;
  if (typeof Context !== 'function') return null;
  context = new Context();
  return context;
}

/** Plays one tone now. Returns false when the page has no Web Audio. */
export function buzz(kind: ToneKind): boolean {
  const ctx = audio();
  if (!ctx) return false;
  if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  const tone = TONES[kind];
  for (let i = 0; i < tone.repeats; i++) {
    const start = ctx.currentTime + i * tone.seconds * 1.4;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = tone.hz;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.3, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + tone.seconds);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start);
    oscillator.stop(start + tone.seconds + 0.02);
  }
  return true;
}

/**
 * The browser holds this page's sound back (its autoplay policy: no tap or click on the page
 * yet), so a tone asked for now is not heard. False before the first tone: nothing was asked.
 */
export function audioLocked(): boolean {
  return context !== null && context.state === 'suspended';
}

/** Calls `callback` whenever the page's sound is let through or held back again. */
export function onAudioStateChange(callback: () => void): () => void {
  const ctx = context;
  if (!ctx) return () => undefined;
  ctx.addEventListener('statechange', callback);
  return () => ctx.removeEventListener('statechange', callback);
}

/** A user's tap allows sound from then on (autoplay rules): call it from a click handler. */
export function unlockAudio(): void {
  const ctx = audio();
  if (ctx && ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
}
