/*
 * The desktop app's "Save PDF" verb. Through the shell's IPC (fake Electron, as tests/shell
 * does): only the console window may ask, with a plain .pdf file name. The saver itself prints
 * a real Chromium page (its PDF call stands in for webContents.printToPDF, the same print path)
 * and writes the file the save dialog names; the dialog is the operator's choice, given here.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserWindow, Dialog, WebContents } from 'electron';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS as channels } from '../../shared/contract/bridge';
import { pdfFileNameProblem, pdfSaver } from '../../electron/shell/save-pdf';
import { launchChromium } from '../support/chromium';
import { ipcMain } from '../shell/fake-electron';
import { startTestShell, type TestShell } from '../shell/harness';

vi.mock('electron', () => import('../shell/fake-electron'));

let shell: TestShell | null = null;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  shell?.cleanup();
  shell = null;
  while (cleanups.length > 0) await cleanups.pop()!();
});

describe('Save PDF over IPC', () => {
  it('refuses the audience window, in words', async () => {
    shell = await startTestShell();
    const result = await ipcMain.invoke(channels.savePdf, shell.from(shell.displayWindow()), 'sheet.pdf');
    expect(result).toMatchObject({ ok: false, cancelled: false, message: expect.stringMatching(/display/) });
  });

  it.each([
    ['a folder in the name', '../sheet.pdf'],
    ['another extension', 'sheet.exe'],
    ['a control character', 'sheet\u0000.pdf'],
    ['no name', ''],
    ['not a string', 42],
  ])('refuses %s before printing anything', async (_what, name) => {
    shell = await startTestShell();
    const result = await ipcMain.invoke(channels.savePdf, shell.from(shell.consoleWindow()), name);
    expect(result).toMatchObject({
      ok: false,
      cancelled: false,
      message: expect.stringMatching(/file name/),
    });
    expect(pdfFileNameProblem(name)).not.toBeNull();
  });
});

describe('the PDF saver', () => {
  async function printedPage() {
    const browser = await launchChromium();
    cleanups.push(() => browser.close());
    const page = await browser.newPage();
    await page.setContent(
      '<style>@page { size: A4; margin: 15mm; @bottom-right { content: "Page " counter(page) " of " counter(pages); } }</style><h1>Score sheet Łukasz 王明</h1>',
    );
    const contents = {
      printToPDF: (options: { preferCSSPageSize?: boolean; printBackground?: boolean }) => page.pdf(options),
    } as unknown as WebContents;
    const folder = mkdtempSync(join(tmpdir(), 'carrom-pdf-'));
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    return { contents, folder };
  }

  const noWindow = (): BrowserWindow | null => null;

  it('writes the printed page where the operator chose', async () => {
    const { contents, folder } = await printedPage();
    const path = join(folder, 'chosen.pdf');
    const asked: unknown[] = [];
    const dialog = {
      showSaveDialog: (options: unknown) => {
        asked.push(options);
        return Promise.resolve({ canceled: false, filePath: path });
      },
    } as unknown as Pick<Dialog, 'showSaveDialog'>;
    const result = await pdfSaver({ dialog, windowOf: noWindow })(contents, 'score-sheet-match-1.pdf');
    expect(result).toEqual({ ok: true, path });
    expect(asked).toMatchObject([{ defaultPath: 'score-sheet-match-1.pdf' }]);
    const bytes = new Uint8Array(readFileSync(path));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text.replace(/\s+/g, '')).toContain('ScoresheetŁukasz王明');
    expect(text).toContain('Page 1 of 1');
  });

  it('writes nothing when the operator cancels, and says so', async () => {
    const { contents } = await printedPage();
    const written: string[] = [];
    const dialog = {
      showSaveDialog: () => Promise.resolve({ canceled: true, filePath: '' }),
    } as unknown as Pick<Dialog, 'showSaveDialog'>;
    const save = pdfSaver({
      dialog,
      windowOf: noWindow,
      write: (path) => {
        written.push(path);
        return Promise.resolve();
      },
    });
    expect(await save(contents, 'sheet.pdf')).toEqual({
      ok: false,
      cancelled: true,
      message: 'The PDF was not saved: no file was chosen.',
    });
    expect(written).toEqual([]);
  });
});
