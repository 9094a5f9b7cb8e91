import type { WebSocket } from 'ws';
import { checkedServerMessage } from '../support/checked-wire';
import { openSocket } from '../support/open-socket';
import type { CommandResult, QueryResult, StatePush } from '../../shared/contract/contract';

/** A WebSocket test client that records every message from the host. */
export class TestSocket {
  readonly states: StatePush[] = [];
  readonly results = new Map<number | string | null, CommandResult | QueryResult>();
  readonly messages: unknown[] = [];
  closed: { code: number; reason: string } | null = null;
  private nextId = 1;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = checkedServerMessage(data.toString());
      this.messages.push(message);
      if (message.type === 'state') this.states.push(message.push);
      if (message.type === 'result') this.results.set(message.id, message.result);
    });
    socket.on('close', (code, reason) => (this.closed = { code, reason: reason.toString() }));
  }

  static open(url: string, headers: Record<string, string> = {}): Promise<TestSocket> {
    return openSocket(url, { headers }, (socket) => new TestSocket(socket));
  }

  send(kind: 'command' | 'query', body: unknown): Promise<CommandResult | QueryResult> {
    const id = this.nextId++;
    this.socket.send(JSON.stringify({ type: kind, id, [kind]: body }));
    return this.result(id);
  }

  raw(text: string | Buffer): void {
    this.socket.send(text);
  }

  async result(id: number | string | null, timeoutMs = 5000): Promise<CommandResult | QueryResult> {
    const deadline = Date.now() + timeoutMs;
    while (!this.results.has(id)) {
      if (Date.now() > deadline) throw new Error(`no result for request ${String(id)}`);
      if (this.closed) throw new Error(`connection closed (${this.closed.code} ${this.closed.reason})`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const result = this.results.get(id)!;
    this.results.delete(id);
    return result;
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
