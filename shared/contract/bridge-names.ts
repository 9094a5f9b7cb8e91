import type { ConsoleBridge, ScreenBridge, ScreenVerbs } from './bridge';

/**
 * The global names the preloads expose and the verbs each must have. No schema here: the
 * preloads import this file and stay small (they cannot load zod).
 */
export const BRIDGE_NAMES = { screen: 'carromScreen', console: 'carromConsole' } as const;
export const SCREEN_BRIDGE_VERBS = ['onState'] as const satisfies readonly (keyof ScreenBridge)[];
export const SCREEN_VERB_NAMES = [
  'screens',
  'moveDisplay',
  'toggleFullscreen',
  'showDisplay',
  'onScreens',
] as const satisfies readonly (keyof ScreenVerbs)[];
export const CONSOLE_BRIDGE_VERBS = [
  ...SCREEN_BRIDGE_VERBS,
  ...SCREEN_VERB_NAMES,
  'submit',
  'query',
  'onLedStatus',
  'onSettings',
] as const satisfies readonly (keyof ConsoleBridge)[];
