import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';
import type { ScreenRole } from '../../shared/contract';
import { createSessionHub, type Outgoing, type Session } from '../session/session-hub';
import { BRIDGE, CHANNELS, type SavePdfResult } from '../../shared/contract/bridge';
import type { ScreenResult, ScreensReport } from './bridge-api';
import type { DisplayWindow } from './display-window';
import { ownSender, type OwnPage, type PageRole } from './ipc-guard';
import { registerVerbs, type SenderCheck, type VerbHandlers } from './ipc-verbs';
import { pdfFileNameProblem } from './save-pdf';
import type { ShellHost } from './shell-host';

export interface IpcDeps {
  readonly ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>;
  readonly pages: () => readonly OwnPage[];
  readonly host: ShellHost;
  readonly display: Pick<DisplayWindow, 'report' | 'moveTo' | 'toggleFullscreen' | 'show' | 'current'>;
  /** Calls back when the display window opened, closed or was replaced; returns the stop. */
  readonly onDisplayChange: (listener: () => void) => () => void;
  readonly log: (message: string) => void;
  /** Saves the console's page as a PDF (electron/shell/save-pdf.ts); absent: refused in words. */
  readonly savePdf?: (contents: WebContents, fileName: string) => Promise<SavePdfResult>;
}

const notFromConsole = (page: OwnPage | null): string =>
  page
    ? 'The audience display only shows the score: it cannot send anything to the host.'
    : 'Refused: the request did not come from the scoreboard console window.';

/** How each of the hub's messages reaches a window: one channel per kind. */
const CHANNEL_OF: Readonly<Record<Outgoing['message']['type'], string | null>> = {
  state: CHANNELS.onState,
  led: CHANNELS.onLedStatus,
  settings: CHANNELS.onSettings,
  result: null,
  // Device tokens are for browsers on the network; the app's own windows need none.
  device: null,
};

/**
 * A thin adapter over the session hub (electron/session): each window is one peer of the hub,
 * which decides what it gets; each invoke is first checked for who is asking (the console
 * window's main frame, showing our own page), then handed to the console's session. Anything
 * else gets a refusal in words and changes nothing. Handlers never throw back into the renderer.
 */
export function registerIpc(deps: IpcDeps): () => void {
  const hub = createSessionHub(deps.host, { log: deps.log });
  const join = (role: ScreenRole & PageRole): Session => {
    const peer = { role, deliver: (out: Outgoing) => deliverTo(deps.pages(), role, out) };
    // This hub has no PIN guard (the windows are the app's own): every peer is admitted.
    const admission = hub.join(peer);
    if (!admission.ok) throw new Error(admission.reason);
    return admission.session;
  };
  // The display window is a reader (it gets the state) while it is open: the console's hall
  // status counts it only then. Only the console has verbs.
  let displaySession: Session | null = null;
  const followDisplay = (): void => {
    const open = deps.display.current() !== null;
    if (open && displaySession === null) displaySession = join('display');
    if (!open && displaySession !== null) {
      displaySession.leave();
      displaySession = null;
    }
  };
  followDisplay();
  const stopFollowing = deps.onDisplayChange(followDisplay);
  const consoleSession = join('console');
  const fromConsole: SenderCheck = (event) => {
    const page = ownSender(event, deps.pages());
    if (page?.role === 'console') return { ok: true };
    deps.log(`IPC refused on ${describeSender(event)}: ${notFromConsole(page)}`);
    return { ok: false, message: notFromConsole(page) };
  };
  const unregister = registerVerbs(
    deps.ipcMain,
    BRIDGE.console.verbs,
    consoleHandlers(deps, consoleSession),
    fromConsole,
  );
  return () => {
    stopFollowing();
    hub.close();
    unregister();
  };
}

/** What the main process does for each verb of the console, once its sender and arguments passed. */
function consoleHandlers(deps: IpcDeps, session: Session): VerbHandlers<typeof BRIDGE.console.verbs> {
  const screenVerb = (verb: () => ScreenResult): ScreenResult => {
    try {
      return verb();
    } catch (error) {
      deps.log(`Display window: ${String(error)}`);
      return { ok: false, message: `The display window could not be changed: ${errorText(error)}` };
    }
  };
  return {
    submit: (_event, command) => session.command(command),
    query: (_event, query) => session.query(query),
    screens: () => screenVerb(() => ({ ok: true, ...deps.display.report() })),
    moveDisplay: (_event, screenId) => screenVerb(() => deps.display.moveTo(screenId)),
    toggleFullscreen: () => screenVerb(() => deps.display.toggleFullscreen()),
    showDisplay: () => screenVerb(() => deps.display.show()),
    savePdf: (event, fileName) => savePdfVerb(deps, event, fileName),
  };
}

function savePdfVerb(
  deps: IpcDeps,
  event: IpcMainInvokeEvent,
  fileName: string,
): SavePdfResult | Promise<SavePdfResult> {
  const problem = pdfFileNameProblem(fileName);
  if (problem) return { ok: false, cancelled: false, message: problem };
  if (!deps.savePdf) return { ok: false, cancelled: false, message: 'Saving a PDF is not available here.' };
  return deps.savePdf(event.sender, fileName);
}

function deliverTo(pages: readonly OwnPage[], role: PageRole, out: Outgoing): void {
  const channel = CHANNEL_OF[out.message.type];
  if (channel === null) return;
  const payload = payloadOf(out.message);
  for (const page of pages) {
    if (page.role === role && !page.contents.isDestroyed()) page.contents.send(channel, payload);
  }
}

function payloadOf(message: Outgoing['message']): unknown {
  switch (message.type) {
    case 'state':
      return message.push;
    case 'led':
      return message.status;
    case 'settings':
      return message.settings;
    case 'result':
      return message.result;
  }
}

/** Screen changes are for the operator only. */
export function broadcastScreens(pages: readonly OwnPage[], report: ScreensReport): void {
  for (const page of pages) {
    if (page.role === 'console' && !page.contents.isDestroyed()) {
      page.contents.send(CHANNELS.onScreens, report);
    }
  }
}

function describeSender(event: IpcMainInvokeEvent): string {
  const url = event.senderFrame?.url ?? 'a frame that no longer exists';
  return url.length > 200 ? `${url.slice(0, 200)}…` : url;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
