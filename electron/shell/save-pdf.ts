import { writeFile } from 'node:fs/promises';
import type { BrowserWindow, Dialog, WebContents } from 'electron';
import type { SavePdfResult } from '../../shared/contract/bridge';

export interface PdfSaverDeps {
  readonly dialog: Pick<Dialog, 'showSaveDialog'>;
  /** The window showing `contents`, so the dialog opens over it. */
  readonly windowOf: (contents: WebContents) => BrowserWindow | null;
  readonly write?: (path: string, data: Uint8Array) => Promise<void>;
}

/** A name the save dialog may propose: a plain file name ending in .pdf, no folders. */
export function pdfFileNameProblem(name: unknown): string | null {
  if (typeof name !== 'string' || name.length === 0 || name.length > 200) {
    return 'The PDF needs a file name of 1 to 200 characters.';
  }
  const control = [...name].some((c) => c.charCodeAt(0) < 0x20);
  if (control || /[/\\]/.test(name) || !/\.pdf$/i.test(name)) {
    return 'The PDF file name must be a plain name ending in .pdf.';
  }
  return null;
}

/**
 * The console's page (the score sheet) as a PDF: Chromium's printToPDF with the page's own
 * @page rule (size, margins, running header and page numbers in its margin boxes), the same
 * print path window.print() takes; then a save dialog, and the file written where chosen.
 */
export function pdfSaver(
  deps: PdfSaverDeps,
): (contents: WebContents, fileName: string) => Promise<SavePdfResult> {
  const write = deps.write ?? ((path, data) => writeFile(path, data));
  return async (contents, fileName) => {
    try {
      const pdf = await contents.printToPDF({ preferCSSPageSize: true, printBackground: true });
      const options = { defaultPath: fileName, filters: [{ name: 'PDF', extensions: ['pdf'] }] };
      const window = deps.windowOf(contents);
      const choice = await (window
        ? deps.dialog.showSaveDialog(window, options)
        : deps.dialog.showSaveDialog(options));
      if (choice.canceled || !choice.filePath) {
        return { ok: false, cancelled: true, message: 'The PDF was not saved: no file was chosen.' };
      }
      await write(choice.filePath, pdf);
      return { ok: true, path: choice.filePath };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { ok: false, cancelled: false, message: `The PDF could not be saved: ${reason}` };
    }
  };
}
