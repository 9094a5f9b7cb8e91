/**
 * Preload of the audience window: it can only receive state. Nothing here sends anything to
 * the main process.
 */
import { contextBridge, ipcRenderer } from 'electron';
import type { ScreenBridge, StatePush } from '../../shared/contract';
import { BRIDGE_NAMES } from '../../shared/contract/bridge-names';
import { stateFeed } from './preload-state';

const onState = stateFeed<StatePush>(ipcRenderer);

const bridge: ScreenBridge = {
  onState: (listener: (push: StatePush) => void) => onState(listener),
};

contextBridge.exposeInMainWorld(BRIDGE_NAMES.screen, bridge);
