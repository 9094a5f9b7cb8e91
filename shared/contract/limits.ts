/** Size limits for everything that crosses the boundary into the host. */
export const LIMITS = {
  /** Whole message, as JSON text (the WebSocket refuses larger frames before parsing). */
  messageBytes: 256 * 1024,
  /** Names of sides, players, clubs. */
  name: 80,
  /** Event name, round, table. */
  info: 120,
  /** Display message (intermission, sponsor line…). */
  message: 500,
  title: 120,
  /** Logo as a data URL, in characters (about 96 KB of image): it travels with every push. */
  logo: 128 * 1024,
  id: 64,
  /** Any other string inside a message (e.g. inside an imported match file). */
  string: 4096,
  /** Nesting depth and number of values of any message. */
  depth: 24,
  nodes: 50_000,
} as const;
