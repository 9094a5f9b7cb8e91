/*
 * What the pages need of the Electron bridge without its schemas: the windows' global names and
 * the verb lists a page checks for. shared/contract/bridge.ts builds the bridge from these and
 * checks them against its verbs; kept apart so no page bundles zod (tests/console/production-bundle).
 */

export const BRIDGE_NAMES = { screen: 'carromScreen', console: 'carromConsole' } as const;

/** The audience window's verbs (`window.carromScreen`). */
export const SCREEN_BRIDGE_VERB_NAMES = ['onState'] as const;

/** The screen verbs of the console's bridge: where the audience window is. */
export const SCREEN_VERB_NAMES = [
  'screens',
  'moveDisplay',
  'toggleFullscreen',
  'showDisplay',
  'onScreens',
] as const;
