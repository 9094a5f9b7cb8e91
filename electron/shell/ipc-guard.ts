import type { IpcMainInvokeEvent, WebContents } from 'electron';

export type PageRole = 'console' | 'display';

/** One of our windows, and the page it must be showing. */
export interface OwnPage {
  readonly role: PageRole;
  readonly contents: WebContents;
  /** Full URL of the page (no query or hash), e.g. carrom://app/console/index.html. */
  readonly url: string;
}

/**
 * The page an IPC message really comes from, or null if it is not one of ours: it must come
 * from the main frame (no iframe) of one of our windows, and that frame must still show our
 * own page (not something it was tricked into loading).
 */
export function ownSender(
  event: Pick<IpcMainInvokeEvent, 'sender' | 'senderFrame'>,
  pages: readonly OwnPage[],
): OwnPage | null {
  const frame = event.senderFrame;
  if (!frame) return null;
  const page = pages.find(
    (candidate) => candidate.contents === event.sender && !candidate.contents.isDestroyed(),
  );
  if (!page) return null;
  const mainFrame = page.contents.mainFrame;
  if (frame.parent !== null || frame.frameTreeNodeId !== mainFrame.frameTreeNodeId) return null;
  return withoutQueryOrHash(frame.url) === withoutQueryOrHash(page.url) ? page : null;
}

function withoutQueryOrHash(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.search = '';
    parsed.hash = '';
    return parsed.href;
  } catch {
    return '';
  }
}
