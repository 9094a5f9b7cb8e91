import { z } from 'zod';
import { ConsoleViewSchema } from './console-view';
import { DisplayViewSchema } from './display';
import { ScoreboardViewSchema } from './scoreboard-view';

/** What every screen receives at connect and after every change. */
export const StatePushSchema = z.object({
  /** Increases with every accepted change, across restarts of the host. */
  revision: z.int().min(0),
  matchId: z.string().nullable(),
  view: ScoreboardViewSchema,
  /** The display settings; the logo as a URL the screens fetch once (see DisplayView). */
  display: DisplayViewSchema,
  /** The host's clock (epoch ms) when the push was made: screens derive clock offsets from it. */
  serverTime: z.number(),
  /** Only in pushes to the operator's console: what it shows beyond the audience's view. */
  console: ConsoleViewSchema.optional(),
});

export type StatePush = z.infer<typeof StatePushSchema>;
