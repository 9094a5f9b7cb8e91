import { INFO_MAX, NAME_MAX, SHORT_NAME_MAX } from '../engine/validate-setup';
import { REMARKS_MAX } from '../engine/remarks';

/**
 * The engine's rules for a match's names and details (shared/engine/validate-setup.ts): the
 * set-up form checks them as the operator types, with the same numbers the engine refuses by.
 */
export const SETUP_LIMITS = { name: NAME_MAX, shortName: SHORT_NAME_MAX, info: INFO_MAX } as const;

/** Size limits for everything that crosses the boundary into the host. */
export const LIMITS = {
  /** Whole message, as JSON text (the WebSocket refuses larger frames before parsing). */
  messageBytes: 256 * 1024,
  /**
   * Names of sides, players, clubs; a side's short name; event name, round, table: the engine's
   * limits (one source), so a command the contract lets through is never refused for its length.
   */
  ...SETUP_LIMITS,
  /** The umpire's remarks on the score card (the engine's limit). */
  remarks: REMARKS_MAX,
  /** A validation message quoted in a refusal; a longer one is summed up as "is not valid". */
  issueText: 120,
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
