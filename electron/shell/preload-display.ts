/**
 * Preload of the audience window: it can only receive state (its verbs in the bridge contract
 * are feeds only). Nothing here sends anything to the main process.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE } from '../../shared/contract/bridge';
import { preloadApi } from './preload-api';

contextBridge.exposeInMainWorld(BRIDGE.screen.global, preloadApi(ipcRenderer, BRIDGE.screen.verbs));
