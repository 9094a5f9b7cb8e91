import type { ConsoleState } from '../../common/console-state.svelte';
import { downloadText } from './download';

/** Downloads a stored match's file (the current match when none is named). */
export async function downloadMatchFile(store: ConsoleState, matchId?: string): Promise<void> {
  const data = await store.ask(matchId ? { type: 'ExportMatchFile', matchId } : { type: 'ExportMatchFile' });
  if (data) downloadText(data.fileName, `${JSON.stringify(data.file, null, 2)}\n`, 'application/json');
}

/** Downloads a stored match's boards as CSV (the current match when none is named). */
export async function downloadBoardsCsv(store: ConsoleState, matchId?: string): Promise<void> {
  const data = await store.ask(matchId ? { type: 'ExportCsv', matchId } : { type: 'ExportCsv' });
  if (data) downloadText(data.fileName, data.csv, 'text/csv');
}
