import type { PrintVerbs, SavePdfResult } from '../../../shared/contract/bridge';
import { BRIDGE_NAMES } from '../../../shared/contract/bridge-globals';

/** The desktop app's "save as PDF" verb (its preload's bridge), or null in a browser. */
export function savePdfVerb(): ((fileName: string) => Promise<SavePdfResult>) | null {
  const bridge = (window as unknown as Record<string, Partial<PrintVerbs> | undefined>)[BRIDGE_NAMES.console];
  const verb = bridge?.savePdf;
  return typeof verb === 'function' ? (fileName) => verb.call(bridge, fileName) : null;
}

/** `score-sheet-match-7-2026-12-01.pdf`: the match's number and the day it started. */
export function sheetFileName(matchNumber: number, startedAt: number): string {
  const day = new Date(startedAt);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `score-sheet-match-${matchNumber}-${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}.pdf`;
}
