/**
 * Preload of the operator's console: the console's verbs of the bridge contract
 * (shared/contract/bridge.ts), never ipcRenderer itself. Every payload is checked again in the
 * main process against the contract.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE } from '../../shared/contract/bridge';
import { preloadApi } from './preload-api';

contextBridge.exposeInMainWorld(BRIDGE.console.global, preloadApi(ipcRenderer, BRIDGE.console.verbs));
