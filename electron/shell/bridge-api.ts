/**
 * The shapes the preloads expose to the renderer through contextBridge: declared once in the
 * contract (shared/contract/bridge.ts), which the renderer may import too.
 */
export type {
  ConsoleBridge,
  DisplayWindowStatus,
  ScreenBridge,
  ScreenInfo,
  ScreenResult,
  ScreensReport,
} from '../../shared/contract/bridge';
