import { z } from 'zod';
import type { LedBoardStatus } from './led';
import type { StatePush } from './push';
import type { CommandResult, HostSettings, QueryResult } from './results';

/**
 * The desktop app's preload bridges (electron/shell/preload-*.ts), declared once: the preloads
 * implement these interfaces, the renderer's client (renderer/lib/client.ts) and the console's
 * screen verbs (renderer/console/link.ts) use them. What the bridge answers has a schema too.
 */
const RectSchema = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });

export const ScreenInfoSchema = z.object({
  id: z.number(),
  label: z.string(),
  primary: z.boolean(),
  bounds: RectSchema,
  /** The display window is on this screen now. */
  hasDisplay: z.boolean(),
});
export type ScreenInfo = z.infer<typeof ScreenInfoSchema>;

export const DisplayWindowStatusSchema = z.object({
  /** False after the operator closed the audience window; showDisplay() reopens it. */
  open: z.boolean(),
  screenId: z.number().nullable(),
  fullscreen: z.boolean(),
  /** True while no screen was chosen: the display follows the first external screen. */
  automatic: z.boolean(),
});
export type DisplayWindowStatus = z.infer<typeof DisplayWindowStatusSchema>;

export const ScreensReportSchema = z.object({
  screens: z.array(ScreenInfoSchema).readonly(),
  display: DisplayWindowStatusSchema,
});
export type ScreensReport = z.infer<typeof ScreensReportSchema>;

export const ScreenResultSchema = z.union([
  ScreensReportSchema.extend({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type ScreenResult = z.infer<typeof ScreenResultSchema>;

/** What saving the printed score sheet as a PDF gave: where it went, or why not (in words). */
export const SavePdfResultSchema = z.union([
  z.object({ ok: z.literal(true), path: z.string() }),
  z.object({ ok: z.literal(false), cancelled: z.boolean(), message: z.string() }),
]);
export type SavePdfResult = z.infer<typeof SavePdfResultSchema>;

/** The print verb of the console's bridge: the page shown now (the score sheet) saved as a PDF. */
export interface PrintVerbs {
  /** `fileName`: the name the save dialog proposes, e.g. `score-sheet-2026-12-01.pdf`. */
  savePdf(fileName: string): Promise<SavePdfResult>;
}

type Unsubscribe = () => void;

/** `window.carromScreen`: the audience window only receives state. */
export interface ScreenBridge {
  onState(listener: (push: StatePush) => void): Unsubscribe;
}

/** The screen verbs of the console's bridge: where the audience window is. */
export interface ScreenVerbs {
  screens(): Promise<ScreenResult>;
  moveDisplay(screenId: number): Promise<ScreenResult>;
  toggleFullscreen(): Promise<ScreenResult>;
  showDisplay(): Promise<ScreenResult>;
  onScreens(listener: (report: ScreensReport) => void): Unsubscribe;
}

/** `window.carromConsole`: every verb the operator's console may use, each checked again by the host. */
export interface ConsoleBridge extends ScreenBridge, ScreenVerbs, PrintVerbs {
  submit(command: unknown): Promise<CommandResult>;
  query(query: unknown): Promise<QueryResult>;
  onLedStatus(listener: (status: readonly LedBoardStatus[]) => void): Unsubscribe;
  onSettings(listener: (settings: HostSettings) => void): Unsubscribe;
}
