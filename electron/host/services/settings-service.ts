import type {
  CommandResult,
  DisplaySettings,
  HostCommandMessage,
  HostSettings,
  WebServerStatus,
} from '../../../shared/contract/contract';
import { venueLinkSettings, type StoredVenueLink } from '../../../shared/contract/venue-settings';
import type { SettingsPatch } from '../settings';
import type { Ledger } from './ledger';

export type SettingsCommand = Extract<
  HostCommandMessage,
  { type: 'UpdateDisplay' | 'SetWebServer' | 'SetConsoleLanguage' | 'SetVenueLink' }
>;

/** The display, console language, web server and venue link settings, and what the web server reports. */
export interface SettingsService {
  run(command: SettingsCommand): CommandResult;
  /** Everything the console's settings show. */
  current(): HostSettings;
  /** The PIN consoles must give when the web server listens on the LAN. */
  pin(): string;
  setWebServerStatus(status: Omit<WebServerStatus, 'pin'>): void;
}

export function openSettingsService(ledger: Ledger, dataDir: string): SettingsService {
  let webServerStatus: Omit<WebServerStatus, 'pin'> = {
    running: false,
    urls: [],
    pinRequired: false,
    error: null,
  };
  return {
    run: (command) => ledger.commit({ settings: changedSettings(ledger, command) }),
    current() {
      const settings = ledger.settings();
      return {
        display: settings.display,
        consoleLanguage: settings.consoleLanguage,
        webServer: { ...settings.webServer, status: { ...webServerStatus, pin: settings.pin } },
        ledBoards: settings.ledBoards,
        dataDir,
        venueLink: settings.venueLink ? venueLinkSettings(settings.venueLink) : null,
      };
    },
    pin: () => ledger.settings().pin,
    setWebServerStatus(status) {
      webServerStatus = status;
    },
  };
}

function changedSettings(ledger: Ledger, command: SettingsCommand): SettingsPatch {
  const settings = ledger.settings();
  switch (command.type) {
    case 'UpdateDisplay': {
      const { type: _type, ...changes } = command;
      const display: DisplaySettings = { ...settings.display, ...changes };
      return { display };
    }
    case 'SetWebServer':
      return {
        webServer: {
          enabled: command.enabled,
          lan: command.lan,
          port: command.port ?? settings.webServer.port,
        },
      };
    case 'SetConsoleLanguage':
      return { consoleLanguage: command.language };
    case 'SetVenueLink':
      return { venueLink: venueLink(command, settings.venueLink) };
  }
}

/** The link to store: a password left out keeps the stored one (screens never see it). */
function venueLink(
  command: Extract<SettingsCommand, { type: 'SetVenueLink' }>,
  stored: StoredVenueLink | null,
): StoredVenueLink | null {
  if (command.link === null) return null;
  const { password, ...link } = command.link;
  return { ...link, password: password ?? stored?.password ?? '' };
}
