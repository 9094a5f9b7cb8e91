import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import {
  parseCommand,
  parseQuery,
  refusal,
  type CommandResult,
  type QueryResult,
  type Refusal,
  type StatePush,
} from '../../shared/contract';
import type { ScreenResult, ScreensReport } from './bridge-api';
import type { DisplayWindow } from './display-window';
import { ownSender, type OwnPage } from './ipc-guard';
import { channels, consoleInvokeChannels } from './ipc-channels';
import { consoleOrigin, type ShellHost } from './shell-host';

export interface IpcDeps {
  readonly ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>;
  readonly pages: () => readonly OwnPage[];
  readonly host: ShellHost;
  readonly display: Pick<DisplayWindow, 'report' | 'moveTo' | 'toggleFullscreen' | 'show'>;
  readonly log: (message: string) => void;
}

const notFromConsole = (page: OwnPage | null): string =>
  page
    ? 'The audience display only shows the score: it cannot send anything to the host.'
    : 'Refused: the request did not come from the scoreboard console window.';

/**
 * Every handler first checks who is asking (the console window's main frame, showing our own
 * page), then checks the payload against the contract; anything else gets a refusal in words
 * and changes nothing. Handlers never throw back into the renderer.
 */
export function registerIpc(deps: IpcDeps): () => void {
  const fromConsole = (
    event: IpcMainInvokeEvent,
  ): { readonly ok: true } | { readonly ok: false; readonly message: string } => {
    const page = ownSender(event, deps.pages());
    if (page?.role === 'console') return { ok: true };
    deps.log(`IPC refused on ${describeSender(event)}: ${notFromConsole(page)}`);
    return { ok: false, message: notFromConsole(page) };
  };

  const hostFailure = (what: string, error: unknown): Refusal => {
    deps.log(`The host failed on a ${what}: ${String(error)}`);
    return refusal(
      'internal',
      `The scoreboard could not carry out the ${what} (${errorText(error)}); nothing was recorded.`,
    );
  };

  const submit = (command: unknown): CommandResult => {
    const parsed = parseCommand(command);
    if (!parsed.ok) return parsed;
    try {
      return deps.host.submit(parsed.value, consoleOrigin);
    } catch (error) {
      return hostFailure('command', error);
    }
  };

  const screenVerb = (event: IpcMainInvokeEvent, verb: () => ScreenResult): ScreenResult => {
    const sender = fromConsole(event);
    if (!sender.ok) return sender;
    try {
      return verb();
    } catch (error) {
      deps.log(`Display window: ${String(error)}`);
      return { ok: false, message: `The display window could not be changed: ${errorText(error)}` };
    }
  };

  const handlers: Record<
    (typeof consoleInvokeChannels)[number],
    (event: IpcMainInvokeEvent, payload: unknown) => unknown
  > = {
    [channels.submit]: (event, command): CommandResult => {
      const sender = fromConsole(event);
      return sender.ok ? submit(command) : refusal('read_only', sender.message);
    },
    [channels.query]: async (event, query): Promise<QueryResult> => {
      const sender = fromConsole(event);
      if (!sender.ok) return refusal('read_only', sender.message);
      const parsed = parseQuery(query);
      if (!parsed.ok) return parsed;
      try {
        return await deps.host.query(parsed.value, consoleOrigin);
      } catch (error) {
        return hostFailure('query', error);
      }
    },
    [channels.blackout]: (event, on): CommandResult => {
      const sender = fromConsole(event);
      if (!sender.ok) return refusal('read_only', sender.message);
      if (typeof on !== 'boolean') {
        return refusal(
          'invalid_message',
          'Black-out needs true (black out the display) or false (show the score again).',
        );
      }
      return submit({ type: 'UpdateDisplay', mode: on ? 'blackout' : 'scoreboard' });
    },
    [channels.screens]: (event) => screenVerb(event, () => ({ ok: true, ...deps.display.report() })),
    [channels.moveDisplay]: (event, screenId) => screenVerb(event, () => deps.display.moveTo(screenId)),
    [channels.toggleFullscreen]: (event) => screenVerb(event, () => deps.display.toggleFullscreen()),
    [channels.showDisplay]: (event) => screenVerb(event, () => deps.display.show()),
  };

  for (const channel of consoleInvokeChannels) {
    const handler = handlers[channel];
    deps.ipcMain.handle(channel, (event, ...args: unknown[]) => handler(event, args[0]));
  }
  return () => {
    for (const channel of consoleInvokeChannels) deps.ipcMain.removeHandler(channel);
  };
}

/**
 * State goes to every open page of ours; the console's push also carries its own view, worked
 * out only when a console is there to receive it. Screen changes go only to the console.
 */
export function broadcastState(
  pages: readonly OwnPage[],
  push: StatePush,
  consolePush: () => StatePush,
): void {
  for (const page of pages) {
    if (page.contents.isDestroyed()) continue;
    page.contents.send(channels.state, page.role === 'console' ? consolePush() : push);
  }
}

/** Screen changes and LED status are for the operator only. */
export function sendToConsole(pages: readonly OwnPage[], channel: string, payload: unknown): void {
  for (const page of pages) {
    if (page.role === 'console' && !page.contents.isDestroyed()) page.contents.send(channel, payload);
  }
}

export function broadcastScreens(pages: readonly OwnPage[], report: ScreensReport): void {
  sendToConsole(pages, channels.screensChanged, report);
}

function describeSender(event: IpcMainInvokeEvent): string {
  const url = event.senderFrame?.url ?? 'a frame that no longer exists';
  return url.length > 200 ? `${url.slice(0, 200)}…` : url;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
