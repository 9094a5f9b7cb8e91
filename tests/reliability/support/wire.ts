import type { WebSocket } from 'ws';
import { openSocket } from '../../support/open-socket';

/**
 * A WebSocket client that keeps every message from the host in arrival order, so a test can
 * send anything at all (garbage, binary, oversized) and read exactly what came back for it.
 */
export class WireClient {
  readonly messages: {
    type: string;
    id?: unknown;
    result?: Record<string, unknown>;
    push?: { revision: number };
  }[] = [];
  closed: { code: number; reason: string } | null = null;
  private read = 0;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) =>
      this.messages.push(JSON.parse(data.toString()) as WireClient['messages'][number]),
    );
    socket.on('close', (code, reason) => (this.closed = { code, reason: reason.toString() }));
    socket.on('error', () => undefined);
  }

  static open(url: string, headers: Record<string, string> = {}): Promise<WireClient> {
    return openSocket(url, { headers, maxPayload: 64 * 1024 * 1024 }, (socket) => new WireClient(socket));
  }

  /** Messages that arrived since the last call. */
  private async next(timeoutMs: number): Promise<WireClient['messages'][number]> {
    const deadline = Date.now() + timeoutMs;
    while (this.read >= this.messages.length) {
      if (this.closed) throw new Error(`connection closed (${this.closed.code} ${this.closed.reason})`);
      if (Date.now() > deadline) throw new Error('no answer from the host');
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    return this.messages[this.read++]!;
  }

  /**
   * Sends raw data and returns its result and how many state pushes with a new revision it
   * caused. A console gets the push a command causes after the command's answer (a display frame
   * after the audience's), so once the answer is in, the client asks for the current state and
   * reads, counting, until a push of that state has come. A push of the same revision (a screen
   * joined or left the hall) is not a change of the state.
   */
  async exchange(
    data: string | Buffer,
    timeoutMs = 5000,
  ): Promise<{ pushes: number; result: Record<string, unknown>; id: unknown }> {
    this.socket.send(data);
    const counter = { revision: this.revisionRead(), pushes: 0 };
    const answer = await this.readUntilResult(counter, () => true, timeoutMs);
    if (this.socket.readyState === this.socket.OPEN) {
      const settle = `settle-${++this.settles}`;
      this.socket.send(JSON.stringify({ type: 'query', id: settle, query: { type: 'CurrentState' } }));
      const current = await this.readUntilResult(counter, (id) => id === settle, timeoutMs);
      // The console's push follows a display frame later: wait for the state the host now has.
      const revision = (current.result?.['data'] as { revision?: unknown } | undefined)?.revision;
      if (current.result?.['ok'] === true && counter.revision !== null) {
        await this.readUntilRevision(counter, revision, timeoutMs);
      }
    }
    return { pushes: counter.pushes, result: answer.result!, id: answer.id };
  }

  private settles = 0;

  private async readUntilResult(
    counter: { revision: unknown; pushes: number },
    isIt: (id: unknown) => boolean,
    timeoutMs: number,
  ): Promise<WireClient['messages'][number]> {
    for (;;) {
      const message = await this.next(timeoutMs);
      if (message.type === 'state' && revisionOf(message) !== counter.revision) {
        counter.pushes += 1;
        counter.revision = revisionOf(message);
      }
      if (message.type === 'result' && isIt(message.id)) return message;
    }
  }

  /** Reads (counting state pushes) until the last state push read has `revision`. */
  private async readUntilRevision(
    counter: { revision: unknown; pushes: number },
    revision: unknown,
    timeoutMs: number,
  ): Promise<void> {
    while (counter.revision !== revision) {
      const message = await this.next(timeoutMs);
      if (message.type === 'state' && revisionOf(message) !== counter.revision) {
        counter.pushes += 1;
        counter.revision = revisionOf(message);
      }
    }
  }

  /** The revision of the last state push read so far (null before any). */
  private revisionRead(): unknown {
    for (let index = this.read - 1; index >= 0; index--) {
      const message = this.messages[index]!;
      if (message.type === 'state') return revisionOf(message);
    }
    return null;
  }

  /** Skips everything received so far (e.g. the state sent on connect). */
  drain(): void {
    this.read = this.messages.length;
  }

  async waitClosed(timeoutMs = 5000): Promise<{ code: number; reason: string }> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed) {
      if (Date.now() > deadline) throw new Error('the connection stayed open');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return this.closed;
  }

  close(): void {
    this.socket.close();
  }
}

function revisionOf(message: { readonly push?: unknown }): unknown {
  const push = message.push;
  return typeof push === 'object' && push !== null ? (push as { revision?: unknown }).revision : undefined;
}
