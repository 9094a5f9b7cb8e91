import { z } from 'zod';
import type { DeepReadonly } from '../engine/deep-readonly';

/**
 * One line of the officials' log as the score sheet lists it, in the order it happened, as the
 * console view carries it (shared/views/officials-log.ts works it out).
 */
export const OfficialsLogRowSchema = z.object({
  kind: z.enum(['warning', 'foul', 'timeOut', 'interval']),
  /** The side it concerns (null for the interval between games). */
  side: z.number().nullable(),
  sideName: z.string().nullable(),
  /** The player the official named (doubles), else null. */
  player: z.number().nullable(),
  playerName: z.string().nullable(),
  game: z.number(),
  board: z.number(),
  /** Epoch ms (host clock). */
  at: z.number(),
});

export const OfficialsViewSchema = z.object({
  log: z.array(OfficialsLogRowSchema).readonly(),
  /** Lengths from the match's ruleset, shown on the timekeeper's buttons. */
  timeOutSeconds: z.number(),
  /** The length of the interval the timekeeper would start next (law 138: longer before game 3). */
  intervalSeconds: z.number(),
});

export type OfficialsLogRow = DeepReadonly<z.infer<typeof OfficialsLogRowSchema>>;
export type OfficialsView = DeepReadonly<z.infer<typeof OfficialsViewSchema>>;
