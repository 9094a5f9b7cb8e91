import { z } from 'zod';
import type { DeepReadonly } from './deep-readonly';

/** The officials' log as the console view carries it (shared/views/officials-log.ts). */
export const OfficialsLogRowSchema = z.object({
  kind: z.enum(['warning', 'foul', 'timeOut', 'interval']),
  side: z.number().nullable(),
  sideName: z.string().nullable(),
  player: z.number().nullable(),
  playerName: z.string().nullable(),
  game: z.number(),
  board: z.number(),
  at: z.number(),
});

export const OfficialsViewSchema = z.object({
  log: z.array(OfficialsLogRowSchema).readonly(),
  /** Lengths from the match's ruleset, shown on the timekeeper's buttons. */
  timeOutSeconds: z.number(),
  /** The length of the interval the timekeeper would start next (law 138: longer before game 3). */
  intervalSeconds: z.number(),
});

export type OfficialsView = DeepReadonly<z.infer<typeof OfficialsViewSchema>>;
