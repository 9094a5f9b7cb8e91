import type { ClockView } from '../../shared/contract/scoreboard-view';
import type { ToneKind } from './buzzer';
import { gameClockReading, strokeRemainingMs } from './clocks';

/** The stroke clock warns this long before it runs out. */
export const STROKE_WARN_MS = 5000;

export type AlarmKind = 'strokeWarn' | 'strokeUp' | 'gameWarn' | 'gameUp' | 'countdownUp';

export interface Alarm {
  readonly kind: AlarmKind;
  readonly tone: ToneKind;
}

const TONE: Readonly<Record<AlarmKind, ToneKind>> = {
  strokeWarn: 'warn',
  strokeUp: 'expire',
  gameWarn: 'warn',
  gameUp: 'expire',
  countdownUp: 'expire',
};

/** A countdown followed from one check to the next: it is known by its start. */
interface Followed {
  readonly startedAt: number;
  readonly remaining: number;
}

/** A countdown seen for the first time this soon after its start is treated as just started. */
const FRESH_MS = 1500;

/**
 * Which alarms a screen sounds, from one reading of the clocks to the next: each threshold
 * once, when it is crossed while the screen watches (a screen that opens on a clock already
 * run out stays silent).
 */
export class ClockAlarm {
  #stroke: Followed | null = null;
  #countdown: Followed | null = null;
  #gameExpired: boolean | null = null;
  #gameWarning: boolean | null = null;

  check(clocks: ClockView, hostNow: number): readonly Alarm[] {
    const kinds: AlarmKind[] = [];
    const stroke = clocks.stroke;
    const strokeLeft = strokeRemainingMs(clocks, hostNow);
    if (stroke && stroke.startedAt !== null && strokeLeft !== null) {
      const before = this.#before(this.#stroke, stroke.startedAt, stroke.seconds * 1000, strokeLeft, hostNow);
      if (before > STROKE_WARN_MS && strokeLeft <= STROKE_WARN_MS && strokeLeft > 0) kinds.push('strokeWarn');
      if (before > 0 && strokeLeft === 0) kinds.push('strokeUp');
      this.#stroke = { startedAt: stroke.startedAt, remaining: strokeLeft };
    } else this.#stroke = null;

    const game = gameClockReading(clocks, hostNow);
    const expired = game?.expired ?? null;
    const warning = game?.warning ?? null;
    // The warning sounds when the running clock reaches it (a clock met already inside it is silent).
    if (this.#gameWarning === false && warning === true) kinds.push('gameWarn');
    if (this.#gameExpired === false && expired === true) kinds.push('gameUp');
    this.#gameExpired = expired;
    this.#gameWarning = warning;

    const official = clocks.official ?? null;
    if (official) {
      const left = Math.max(0, official.startedAt + official.seconds * 1000 - hostNow);
      const before = this.#before(
        this.#countdown,
        official.startedAt,
        official.seconds * 1000,
        left,
        hostNow,
      );
      if (before > 0 && left === 0) kinds.push('countdownUp');
      this.#countdown = { startedAt: official.startedAt, remaining: left };
    } else this.#countdown = null;
    return kinds.map((kind) => ({ kind, tone: TONE[kind] }));
  }

  /** What was left at the previous check of this countdown (its full length when it just started). */
  #before(
    previous: Followed | null,
    startedAt: number,
    fullMs: number,
    now: number,
    hostNow: number,
  ): number {
    if (previous && previous.startedAt === startedAt) return previous.remaining;
    return hostNow - startedAt < FRESH_MS ? fullMs : now;
  }
}
