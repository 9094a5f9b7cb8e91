import { WebSocket } from 'ws';
import { HostClient } from './host-client';
import { MatchModel, boardAt, boardCommand } from './match-model';

/**
 * What the product's host sends after a board, as it sent it: the audience's push (display,
 * overlay) and the console's push (the same plus the console view). The reference server sends
 * messages of these very shapes and sizes, so both servers do the same job: one durable insert,
 * one serialization per message, the same bytes to the same number of sockets.
 */
export interface PushSamples {
  /** The text of a `{type: "state"}` message to a display, mid-match. */
  readonly display: string;
  /** The text of the `{type: "state"}` message to the console after the same board. */
  readonly console: string;
}

/** Plays `boards` boards on the host (a match of its own) and keeps the last board's pushes. */
export async function capturePushSamples(hostUrl: string, boards = 12): Promise<PushSamples> {
  const wsUrl = `${hostUrl.replace(/^http/, 'ws')}/ws`;
  const display = new WebSocket(`${wsUrl}?role=display`);
  let lastDisplay = '';
  display.on('message', (data: Buffer) => {
    const text = data.toString();
    if (text.startsWith('{"type":"state"')) lastDisplay = text;
  });
  await new Promise((resolve, reject) => display.once('open', resolve).once('error', reject));
  const client = await HostClient.open(hostUrl);
  try {
    const model = new MatchModel();
    let revision = 0;
    for (let n = 0; n < boards; n += 1) {
      await model.playChores(client);
      const command = boardCommand(boardAt(50_000 + n));
      model.apply(command);
      revision = await client.command(command);
    }
    const deadline = Date.now() + 5000;
    const marker = `"revision":${revision},`;
    while (!lastDisplay.includes(marker) || !client.lastPushText.includes(marker)) {
      if (Date.now() > deadline) throw new Error(`the pushes of revision ${revision} never came`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return { display: lastDisplay, console: client.lastPushText };
  } finally {
    client.close();
    display.terminate();
  }
}

/** A push message of the sample's shape and size for `revision`: what the reference sends. */
export function samplePush(sample: string): { readonly stamp: (revision: number) => string } {
  const message = JSON.parse(sample) as { push: { revision: number; serverTime: number } };
  return {
    stamp(revision) {
      message.push.revision = revision;
      message.push.serverTime = Date.now();
      return JSON.stringify(message);
    },
  };
}
