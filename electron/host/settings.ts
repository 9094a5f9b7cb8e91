import { randomInt } from 'node:crypto';
import { z } from 'zod';
import {
  DEFAULT_DISPLAY_SETTINGS,
  DisplaySettingsSchema,
  LANGUAGES,
  type DisplaySettings,
  type Language,
  type LedBoardConfig,
  type WebServerSettings,
} from '../../shared/contract/contract';
import { StoredVenueLinkSchema, type StoredVenueLink } from '../../shared/contract/venue-settings';
import { parseLedBoardConfigs } from '../../shared/led/config';
import type { Store } from './store';

export const DEFAULT_PORT = 5170;

/** Settings keys in the settings table; each value is JSON. */
export const KEYS = {
  revision: 'revision',
  currentMatch: 'currentMatchId',
  display: 'display',
  consoleLanguage: 'consoleLanguage',
  webServer: 'webServer',
  pin: 'pin',
  ledBoards: 'ledBoards',
  venueLink: 'venueLink',
} as const;

export interface PersistedSettings {
  readonly revision: number;
  readonly currentMatchId: string | null;
  readonly display: DisplaySettings;
  readonly consoleLanguage: Language;
  readonly webServer: WebServerSettings;
  readonly pin: string;
  readonly ledBoards: readonly LedBoardConfig[];
  /** The venue link entered in the console's settings (electron/venue/venue-link.ts applies it). */
  readonly venueLink: StoredVenueLink | null;
}

const WebServerSchema = z.object({ enabled: z.boolean(), lan: z.boolean(), port: z.int().min(1).max(65535) });

/** The settings a command may change; the revision and the current match move with every commit. */
export type SettingsPatch = Partial<Omit<PersistedSettings, 'revision' | 'currentMatchId'>>;

const STORED_AS: Readonly<Record<keyof SettingsPatch, string>> = {
  display: KEYS.display,
  consoleLanguage: KEYS.consoleLanguage,
  webServer: KEYS.webServer,
  pin: KEYS.pin,
  ledBoards: KEYS.ledBoards,
  venueLink: KEYS.venueLink,
};

/** Writes each changed setting under its own key (call inside a store transaction). */
export function writeSettings(store: Store, patch: SettingsPatch): void {
  for (const name of Object.keys(patch) as (keyof SettingsPatch)[]) {
    store.setSetting(STORED_AS[name], patch[name]);
  }
}

/** Reads every setting, falling back to the default for anything missing or unreadable. */
export function loadSettings(store: Store): PersistedSettings {
  const read = <T>(key: string, schema: z.ZodType<T>, fallback: T): T => {
    const parsed = schema.safeParse(store.setting(key));
    return parsed.success ? parsed.data : fallback;
  };
  const boards = parseLedBoardConfigs(store.setting(KEYS.ledBoards) ?? []);
  return {
    revision: read(KEYS.revision, z.int().min(0), 0),
    currentMatchId: read(KEYS.currentMatch, z.string().nullable(), null),
    display: read(KEYS.display, DisplaySettingsSchema, DEFAULT_DISPLAY_SETTINGS),
    consoleLanguage: read(KEYS.consoleLanguage, z.enum(LANGUAGES), 'en'),
    webServer: read(KEYS.webServer, WebServerSchema, { enabled: false, lan: false, port: DEFAULT_PORT }),
    pin: read(KEYS.pin, z.string().regex(/^\d{6}$/), ''),
    ledBoards: boards.ok ? boards.value : [],
    venueLink: read(KEYS.venueLink, StoredVenueLinkSchema.nullable(), null),
  };
}

/** The stored settings, with a PIN made and stored on the first start. */
export function loadSettingsWithPin(store: Store): PersistedSettings {
  const settings = loadSettings(store);
  if (settings.pin !== '') return settings;
  const pin = newPin();
  store.write(() => store.setSetting(KEYS.pin, pin));
  return { ...settings, pin };
}

/** A fresh six-digit PIN for consoles that connect over the LAN. */
export function newPin(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
