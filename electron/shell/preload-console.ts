/**
 * Preload of the operator's console: named verbs only, never ipcRenderer itself. Every
 * payload is checked again in the main process against the contract.
 */
import { contextBridge, ipcRenderer } from 'electron';
import type {
  CommandResult,
  ConsoleBridge,
  HostSettings,
  LedBoardStatus,
  QueryResult,
  SavePdfResult,
  ScreenResult,
  ScreensReport,
  StatePush,
} from '../../shared/contract';
import { BRIDGE_NAMES } from '../../shared/contract/bridge-names';
import { channels } from './ipc-channels';
import { listenerFeed, stateFeed } from './preload-state';

const onState = stateFeed<StatePush>(ipcRenderer);
const onScreens = listenerFeed<ScreensReport>(ipcRenderer, channels.screensChanged, 'onScreens');
const onLedStatus = listenerFeed<readonly LedBoardStatus[]>(ipcRenderer, channels.ledStatus, 'onLedStatus');
const onSettings = listenerFeed<HostSettings>(ipcRenderer, channels.settings, 'onSettings');

const bridge: ConsoleBridge = {
  submit: (command: unknown): Promise<CommandResult> => ipcRenderer.invoke(channels.submit, command),
  query: (query: unknown): Promise<QueryResult> => ipcRenderer.invoke(channels.query, query),
  onState: (listener: (push: StatePush) => void) => onState(listener),
  onLedStatus: (listener: (status: readonly LedBoardStatus[]) => void) => onLedStatus(listener),
  onSettings: (listener: (settings: HostSettings) => void) => onSettings(listener),
  screens: (): Promise<ScreenResult> => ipcRenderer.invoke(channels.screens),
  moveDisplay: (screenId: number): Promise<ScreenResult> =>
    ipcRenderer.invoke(channels.moveDisplay, screenId),
  toggleFullscreen: (): Promise<ScreenResult> => ipcRenderer.invoke(channels.toggleFullscreen),
  showDisplay: (): Promise<ScreenResult> => ipcRenderer.invoke(channels.showDisplay),
  onScreens: (listener: (report: ScreensReport) => void) => onScreens(listener),
  savePdf: (fileName: string): Promise<SavePdfResult> => ipcRenderer.invoke(channels.savePdf, fileName),
};

contextBridge.exposeInMainWorld(BRIDGE_NAMES.console, bridge);
