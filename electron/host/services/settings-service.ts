import {
  refusal,
  type CommandResult,
  type DisplaySettings,
  type HostCommandMessage,
  type HostSettings,
  type WebServerStatus,
} from '../../../shared/contract/contract';
import { venueLinkSettings, type StoredVenueLink } from '../../../shared/contract/venue-settings';
import { sameDestination, VENUE_PASSWORD_BINDING } from '../../../shared/contract/secret-binding';
import type { SettingsPatch } from '../settings';
import { readTlsFiles, tlsProblemWords } from '../tls-files';
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
  setWebServerStatus(status: WebServerStatus): void;
}

export function openSettingsService(ledger: Ledger, dataDir: string): SettingsService {
  let webServerStatus: WebServerStatus = {
    running: false,
    urls: [],
    pinRequired: false,
    error: null,
  };
  return {
    run: (command) => unusableFiles(command) ?? ledger.commit({ settings: changedSettings(ledger, command) }),
    current() {
      const settings = ledger.settings();
      return {
        display: settings.display,
        consoleLanguage: settings.consoleLanguage,
        webServer: { ...settings.webServer, status: webServerStatus },
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

/**
 * A venue link whose TLS files the host cannot use is refused before anything is stored (the
 * command line's own check): which file, and why, in words and for the console's form.
 */
function unusableFiles(command: SettingsCommand): CommandResult | null {
  if (command.type !== 'SetVenueLink' || command.link === null) return null;
  const reading = readTlsFiles(command.link);
  if (reading.ok) return null;
  return refusal('tls_file', `The venue link was not saved: ${tlsProblemWords(reading.problem)}.`, {
    tlsFile: reading.problem,
  });
}

/**
 * The link to store. A password left out keeps the stored one only for the same destination
 * (shared/contract/secret-binding.ts: the broker's address, scheme and port, the user, the CA,
 * the client certificate and key): sent anywhere else it would hand the venue's secret to
 * whoever runs that broker, or any broker another CA vouches for, so there it is cleared and
 * must be typed again.
 */
function venueLink(
  command: Extract<SettingsCommand, { type: 'SetVenueLink' }>,
  stored: StoredVenueLink | null,
): StoredVenueLink | null {
  if (command.link === null) return null;
  const { password, ...link } = command.link;
  if (password !== undefined) return { ...link, password };
  const kept = stored !== null && sameDestination(VENUE_PASSWORD_BINDING, stored, link);
  return { ...link, password: kept ? stored.password : '' };
}
