import type {
  CommandResult,
  DisplaySettings,
  HostCommandMessage,
  HostSettings,
  WebServerStatus,
} from '../../../shared/contract/contract';
import type { SettingsPatch } from '../settings';
import type { Ledger } from './ledger';

export type SettingsCommand = Extract<
  HostCommandMessage,
  { type: 'UpdateDisplay' | 'SetWebServer' | 'SetConsoleLanguage' }
>;

/** The display, console language and web server settings, and what the web server reports. */
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
  }
}
