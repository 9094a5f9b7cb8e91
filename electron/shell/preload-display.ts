/**
 * Preload of the audience window: it can only receive state. Nothing here sends anything to
 * the main process.
 */
import { contextBridge, ipcRenderer } from 'electron';
import type { StatePush } from '../../shared/contract';
import { stateFeed } from './preload-state';

const onState = stateFeed<StatePush>(ipcRenderer);

contextBridge.exposeInMainWorld('carromScreen', {
  onState: (listener: (push: StatePush) => void) => onState(listener),
});
