import { connect } from 'node:net';
import type { ApiHooks, ApiState, HookEvent } from '../../../shared/contract/api';
import { DEFAULT_API_HOOKS } from '../../../shared/contract/api';
import { apiState, hookEvents } from '../../../shared/views/api-state';
import type { Host } from '../../host/host';

/** How the hooks deliver; tests shorten the waits. */
export interface HookTiming {
  /** The first retry's wait; each next one doubles it. */
  readonly retryBaseMs: number;
  /** Tries per delivery (the first and the retries), then it is dropped. */
  readonly attempts: number;
  /** A try that has not connected and been answered by then failed. */
  readonly timeoutMs: number;
  /** Deliveries waiting per target at most: beyond it the oldest waiting is dropped. */
  readonly queueLimit: number;
}

export const HOOK_TIMING: HookTiming = { retryBaseMs: 1_000, attempts: 5, timeoutMs: 5_000, queueLimit: 100 };

export interface HookStatus {
  /** Deliveries waiting or being tried, per target. */
  readonly pending: { readonly companion: number; readonly webhook: number };
  readonly delivered: { readonly companion: number; readonly webhook: number };
  /** Dropped: every try failed, or the queue was full. */
  readonly dropped: { readonly companion: number; readonly webhook: number };
}

/** A target's deliveries, one at a time in order, each retried with back-off, the queue bounded. */
interface DeliveryQueue<T> {
  push(item: T): void;
  readonly counts: () => { pending: number; delivered: number; dropped: number };
  close(): void;
}

function openDeliveryQueue<T>(deliver: (item: T) => Promise<void>, timing: HookTiming): DeliveryQueue<T> {
  const waiting: T[] = [];
  /** A delivery is being tried (or waits for its retry). */
  let trying = false;
  /** The next delivery is due (set in the caller's turn, started on the next one). */
  let scheduled = false;
  let closed = false;
  let delivered = 0;
  let dropped = 0;
  let retry: NodeJS.Timeout | null = null;
  const done = (outcome: 'delivered' | 'dropped'): void => {
    if (outcome === 'delivered') delivered += 1;
    else dropped += 1;
    trying = false;
    next();
  };
  const attempt = (item: T, tried: number): void => {
    deliver(item).then(
      () => done('delivered'),
      () => {
        if (closed) return;
        if (tried + 1 >= timing.attempts) return done('dropped');
        retry = setTimeout(() => attempt(item, tried + 1), timing.retryBaseMs * 2 ** tried);
        retry.unref();
      },
    );
  };
  const next = (): void => {
    scheduled = false;
    if (closed || trying || waiting.length === 0) return;
    trying = true;
    attempt(waiting.shift()!, 0);
  };
  return {
    push(item) {
      if (closed) return;
      waiting.push(item);
      if (waiting.length > timing.queueLimit) {
        waiting.shift();
        dropped += 1;
      }
      // Never in the caller's turn: the board's commit and its push go on at once.
      if (!trying && !scheduled) {
        scheduled = true;
        setImmediate(next);
      }
    },
    counts: () => ({ pending: waiting.length + (trying ? 1 : 0), delivered, dropped }),
    close() {
      closed = true;
      waiting.length = 0;
      if (retry) clearTimeout(retry);
    },
  };
}

/** Companion's TCP listener: one connection per press, the line, then the end. */
function pressCompanion(host: string, port: number, line: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('Companion did not answer in time')));
    socket.once('connect', () => socket.end(line));
    socket.once('error', reject);
    socket.once('close', (failed) => (failed ? reject(new Error('Companion closed on error')) : resolve()));
    socket.resume();
  });
}

async function postWebhook(url: string, body: string, timeoutMs: number): Promise<void> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  await answer.body?.cancel();
  if (!answer.ok) throw new Error(`the webhook answered ${answer.status}`);
}

interface CompanionPress {
  readonly host: string;
  readonly port: number;
  readonly line: string;
}
interface WebhookPost {
  readonly url: string;
  readonly body: string;
}

/** The JSON a webhook gets: the event, when, and the state as GET /api/v1/state gives it. */
export function webhookBody(event: HookEvent, state: ApiState): string {
  return JSON.stringify({ event, revision: state.revision, at: state.serverTime, state });
}

/**
 * The outgoing hooks (docs/api.md): after each push the events it brings (match start, game
 * end, match end, time-out started) go to Companion and the webhook the operator set, each
 * through its own bounded queue, after the push: a dead or slow endpoint never holds a board up.
 */
export function attachApiHooks(
  host: Pick<Host, 'current' | 'subscribe' | 'settings' | 'onSettingsChange'>,
  timing: HookTiming = HOOK_TIMING,
): { status(): HookStatus; close(): void } {
  let hooks: ApiHooks = host.settings().api?.hooks ?? DEFAULT_API_HOOKS;
  const stopSettings = host.onSettingsChange(
    (settings) => (hooks = settings.api?.hooks ?? DEFAULT_API_HOOKS),
  );
  const companion = openDeliveryQueue<CompanionPress>(
    (press) => pressCompanion(press.host, press.port, press.line, timing.timeoutMs),
    timing,
  );
  const webhook = openDeliveryQueue<WebhookPost>(
    (post) => postWebhook(post.url, post.body, timing.timeoutMs),
    timing,
  );
  let last: ApiState = apiState(host.current());
  const stopPushes = host.subscribe((push) => {
    const before = last;
    last = apiState(push);
    if (!hooks.companion.enabled && !hooks.webhook.enabled) return;
    for (const event of hookEvents(before, last)) {
      const button = hooks.companion.buttons[event];
      if (hooks.companion.enabled && button) {
        const { host: address, port } = hooks.companion;
        companion.push({ host: address, port, line: `LOCATION ${button} PRESS\n` });
      }
      if (hooks.webhook.enabled) webhook.push({ url: hooks.webhook.url, body: webhookBody(event, last) });
    }
  });
  return {
    status() {
      const [c, w] = [companion.counts(), webhook.counts()];
      return {
        pending: { companion: c.pending, webhook: w.pending },
        delivered: { companion: c.delivered, webhook: w.delivered },
        dropped: { companion: c.dropped, webhook: w.dropped },
      };
    },
    close() {
      stopPushes();
      stopSettings();
      companion.close();
      webhook.close();
    },
  };
}
