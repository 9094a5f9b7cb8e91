/**
 * The screen groups of messages, each with one catalog per language in shared/i18n/messages/<group>/:
 * console (the operator's screens), station (what the console shares with the timekeeper's and
 * umpire's phones: connection, PIN, refusals, clocks, the officials' log), paperwork (score sheet,
 * score card, CSV), rules (the ruleset settings' labels), display (hall display and overlay),
 * statistics (the tracked boards' statistics, which the hall display shows between games and the
 * score sheet prints: written once, loaded by both), scoreboard (the words every screen that shows a
 * match says alike: game, board, extra board, toss, game and match point, queen, the clocks' states,
 * table, winner; written once, loaded by every screen), venue. A key lives in one group only.
 */
export const MESSAGE_GROUPS = [
  'console',
  'station',
  'paperwork',
  'rules',
  'display',
  'statistics',
  'scoreboard',
  'venue',
] as const;
export type MessageGroup = (typeof MESSAGE_GROUPS)[number];

/** The groups each kind of screen loads (in its one language). */
export const SCREEN_GROUPS = {
  console: ['console', 'station', 'paperwork', 'rules', 'statistics', 'scoreboard'],
  station: ['station', 'scoreboard'],
  display: ['display', 'statistics', 'scoreboard'],
  venue: ['venue', 'scoreboard'],
} as const satisfies Readonly<Record<string, readonly MessageGroup[]>>;
