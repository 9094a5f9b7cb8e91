/**
 * The one session handler behind IPC and the WebSocket, on the real host: who may do what, the
 * PIN, acknowledgements, and the fan-out order.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openHost, type Host } from '../../electron/host/host';
import { createPinGuard } from '../../electron/web/pin-guard';
import {
  AUDIENCE_PUSH_EVERY_MS,
  CONSOLE_PUSH_AFTER_MS,
  createSessionHub,
  type Outgoing,
  type Peer,
  type Session,
  type SessionHub,
} from '../../electron/session/session-hub';
import type { ScreenRole } from '../../shared/contract';
import { CREATE_MATCH, TOSS, board } from './fixtures/match-script';
import { tempDir } from './helpers';
import { submitParsed } from '../support/parsed';

const cleanups: (() => void)[] = [];
afterEach(() =>
  cleanups
    .splice(0)
    .reverse()
    .forEach((cleanup) => cleanup()),
);

function realHost(): Host {
  const dir = tempDir();
  const host = openHost({ dataDir: dir.path });
  cleanups.push(dir.remove, () => host.close());
  return host;
}

interface Recorder extends Peer {
  readonly got: Outgoing[];
}

/** A peer that records what it gets, and its place in one delivery log shared by all peers. */
function recorder(role: ScreenRole, log: string[], name: string = role): Recorder {
  const got: Outgoing[] = [];
  return {
    role,
    got,
    deliver(out) {
      got.push(out);
      log.push(`${name}:${out.message.type}`);
    },
  };
}

/** A real host's hub with one console (the operator) and one display, both logged to `log`. */
function consoleAndDisplay(): { operator: Session; log: string[] } {
  const hub = createSessionHub(realHost());
  cleanups.push(() => hub.close());
  const log: string[] = [];
  const operator = joined(hub, recorder('console', log));
  joined(hub, recorder('display', log));
  return { operator, log };
}

/** Lets the turn end: what it sent has left, and nothing due later. */
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
/** Waits until the consoles' push, due a display frame after the audience's, has left. */
const consolesPushed = (): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, CONSOLE_PUSH_AFTER_MS + 5));

function joined(hub: SessionHub, peer: Peer): Session {
  const admission = hub.join(peer);
  if (!admission.ok) throw new Error(admission.reason);
  return admission.session;
}

describe('the session hub', () => {
  it('sends each state to the audience before the consoles: one text for all screens, one with the console view for all consoles', async () => {
    const host = realHost();
    const hub = createSessionHub(host);
    cleanups.push(() => hub.close());
    const log: string[] = [];
    const console1 = recorder('console', log);
    const console2 = recorder('console', log);
    const display = recorder('display', log);
    const overlay = recorder('overlay', log);
    const operator = joined(hub, console1);
    joined(hub, console2);
    joined(hub, display);
    joined(hub, overlay);
    // Each display or overlay that joins is counted, and the consoles are told (only they): the
    // first change at once, the next in one push when AUDIENCE_PUSH_EVERY_MS is over.
    expect(log).toEqual(['console:state', 'console:state']);
    expect(JSON.parse(console1.got[0]!.text()).push.console.audience).toEqual({ displays: 1, overlays: 0 });
    await new Promise((resolve) => setTimeout(resolve, AUDIENCE_PUSH_EVERY_MS + 20));
    expect(log).toEqual(['console:state', 'console:state', 'console:state', 'console:state']);
    expect(JSON.parse(console1.got[1]!.text()).push.console.audience).toEqual({ displays: 1, overlays: 1 });
    log.length = 0;
    expect(operator.command(CREATE_MATCH)).toMatchObject({ ok: true });
    expect(log).toEqual(['display:state', 'overlay:state']);
    // The audience first: the consoles' push follows a display frame later, not in the next turn.
    await nextTurn();
    expect(log).toEqual(['display:state', 'overlay:state']);
    await consolesPushed();
    expect(log).toEqual(['display:state', 'overlay:state', 'console:state', 'console:state']);
    const [fromDisplay, fromOverlay] = [display.got[0]!, overlay.got[0]!];
    const [fromConsole, fromConsole2] = [console1.got[2]!, console2.got[2]!];
    expect(fromDisplay).toBe(fromOverlay);
    expect(fromConsole).toBe(fromConsole2);
    const audience = JSON.parse(fromDisplay.text());
    expect(audience).toMatchObject({
      type: 'state',
      push: { revision: host.current().revision, view: host.current().view },
    });
    expect(audience.push.console).toBeUndefined();
    const operatorPush = JSON.parse(fromConsole.text());
    expect({ ...operatorPush.push, serverTime: 0 }).toEqual({
      ...audience.push,
      serverTime: 0,
      console: host.consolePush().console,
    });
    expect(operatorPush.push.console.sheet.sides.map((side: { name: string }) => side.name)).toEqual(
      CREATE_MATCH.sides.map((side) => side.name),
    );
  });

  it("writes the screens' push before any other listener of the state does its work (a venue's publisher subscribed earlier)", () => {
    const host = realHost();
    const log: string[] = [];
    // Subscribed before the hub exists, as serve.ts starts the venue link before the web server.
    const stop = host.subscribe((push) => log.push(`venue:${push.revision}`));
    cleanups.push(stop);
    const hub = createSessionHub(host);
    cleanups.push(() => hub.close());
    const operator = joined(hub, recorder('console', []));
    const display = recorder('display', []);
    joined(hub, {
      ...display,
      deliver(out) {
        display.deliver(out);
        if (out.message.type === 'state') log.push(`display:${out.message.push.revision}`);
      },
    });
    log.length = 0;
    const result = operator.command(CREATE_MATCH);
    if (!result.ok) throw new Error(result.message);
    expect(log).toEqual([`display:${result.revision}`, `venue:${result.revision}`]);
  });

  it('sends settings and LED status to consoles only', () => {
    const { operator, log } = consoleAndDisplay();
    expect(operator.command({ type: 'SetConsoleLanguage', language: 'pl' })).toMatchObject({ ok: true });
    expect(log.filter((line) => !line.endsWith(':state'))).toEqual(['console:settings']);
  });

  it('lets only the console command; display and overlay may ask for the current state only', async () => {
    const host = realHost();
    const hub = createSessionHub(host);
    cleanups.push(() => hub.close());
    for (const role of ['display', 'overlay'] as const) {
      const reader = joined(hub, recorder(role, []));
      expect(reader.origin).toEqual({ role, readOnly: true });
      expect(reader.command(CREATE_MATCH)).toEqual({
        ok: false,
        code: 'read_only',
        message: 'This screen only shows the scoreboard: commands are entered on the console.',
      });
      expect(await reader.query({ type: 'GetSettings' })).toMatchObject({ ok: false, code: 'read_only' });
      expect(await reader.query({ type: 'CurrentState' })).toMatchObject({ ok: true, type: 'CurrentState' });
    }
    expect(host.current().revision).toBe(0);
  });

  it('acknowledges each request by its id, with the source in the audit trail', async () => {
    const host = realHost();
    const hub = createSessionHub(host);
    cleanups.push(() => hub.close());
    const web = joined(hub, { ...recorder('console', []), source: 'web 10.0.0.7' });
    expect(await web.answer({ type: 'command', id: 'a1', command: CREATE_MATCH })).toMatchObject({
      type: 'result',
      id: 'a1',
      result: { ok: true },
    });
    expect(await web.answer({ type: 'command', id: 2, command: { type: 'Nope' } })).toMatchObject({
      id: 2,
      result: { ok: false, code: 'unknown_command', message: 'Unknown command "Nope".' },
    });
    const trail = await web.answer({ type: 'query', id: 3, query: { type: 'AuditTrail' } });
    expect(trail).toMatchObject({
      id: 3,
      result: { ok: true, data: [expect.objectContaining({ origin: 'console (web 10.0.0.7)' })] },
    });
  });

  it('turns a host that throws into a refusal in words', async () => {
    const host = realHost();
    const failing: Host = {
      ...host,
      submit: () => {
        throw new Error('disk full');
      },
      query: () => Promise.reject(new Error('disk gone')),
    };
    const logs: string[] = [];
    const hub = createSessionHub(failing, { log: (line) => logs.push(line) });
    cleanups.push(() => hub.close());
    const operator = joined(hub, recorder('console', []));
    expect(operator.command(TOSS)).toEqual({
      ok: false,
      code: 'internal',
      message: 'The scoreboard could not carry out the command (disk full); nothing was recorded.',
    });
    expect(await operator.query({ type: 'GetSettings' })).toMatchObject({
      code: 'internal',
      message: expect.stringContaining('disk gone'),
    });
    expect(logs).toHaveLength(2);
  });

  it('asks consoles, and only consoles, for the PIN when it has a guard', () => {
    const host = realHost();
    const hub = createSessionHub(host, { pinGuard: createPinGuard({ pin: '4821' }) });
    cleanups.push(() => hub.close());
    const from = { address: '10.0.0.7' };
    expect(hub.join(recorder('console', []), { ...from, pin: null })).toEqual({
      ok: false,
      reason: 'PIN required',
      delayMs: 0,
    });
    expect(hub.join(recorder('console', []), { ...from, pin: '1111' })).toEqual({
      ok: false,
      reason: 'wrong PIN',
      delayMs: 1000,
    });
    expect(hub.join(recorder('display', []), { ...from, pin: null })).toMatchObject({ ok: true });
    expect(hub.join(recorder('console', []), { ...from, pin: '4821' })).toMatchObject({ ok: true });
  });

  it('answers a command before it sends the consoles the push it caused, so the console takes both in one frame', async () => {
    const { operator, log } = consoleAndDisplay();
    log.length = 0;
    const answered = operator
      .answer({ type: 'command', id: 7, command: CREATE_MATCH })
      .then((answer) => log.push(`console:${answer.type}`));
    await answered;
    await consolesPushed();
    expect(log).toEqual(['display:state', 'console:result', 'console:state']);
    // Two commands in one turn: the consoles get one push, with the state after both.
    log.length = 0;
    operator.command(TOSS);
    operator.command(board(0));
    await consolesPushed();
    expect(log.filter((line) => line === 'console:state')).toHaveLength(1);
  });

  it('stops sending to a peer that left, keeps serving the others when one fails, and stops when closed', async () => {
    const host = realHost();
    const logs: string[] = [];
    const hub = createSessionHub(host, { log: (line) => logs.push(line) });
    const log: string[] = [];
    const operator = joined(hub, recorder('console', log));
    joined(hub, {
      role: 'display',
      deliver: () => {
        throw new Error('socket gone');
      },
    });
    const leaving = joined(hub, recorder('overlay', log));
    leaving.leave();
    // The console was told of the display at once, and of the overlay coming and going in one push.
    expect(log).toEqual(['console:state']);
    await new Promise((resolve) => setTimeout(resolve, AUDIENCE_PUSH_EVERY_MS + 20));
    expect(log).toEqual(['console:state', 'console:state']);
    log.length = 0;
    operator.command(CREATE_MATCH);
    await consolesPushed();
    expect(log).toEqual(['console:state']);
    expect(logs).toEqual(['A display could not be sent a message: Error: socket gone']);
    // A push still due when the hub closes is not sent, nor any after.
    expect(operator.command(TOSS)).toMatchObject({ ok: true });
    hub.close();
    await consolesPushed();
    expect(log).toEqual(['console:state']);
    expect(submitParsed(host, board(0), { role: 'console', readOnly: false })).toMatchObject({ ok: true });
    await consolesPushed();
    expect(log).toEqual(['console:state']);
  });

  it('greets a peer alone with the current state', () => {
    const host = realHost();
    const hub = createSessionHub(host);
    cleanups.push(() => hub.close());
    const log: string[] = [];
    joined(hub, recorder('display', log, 'first'));
    const second = recorder('display', log, 'second');
    joined(hub, second).greet();
    expect(log).toEqual(['second:state']);
    expect(second.got[0]!.message).toMatchObject({
      type: 'state',
      push: { revision: host.current().revision },
    });
  });
  it("counts the displays that say their sound is held back, forgets one when it leaves, and ignores other screens' status", () => {
    const host = realHost();
    const hub = createSessionHub(host);
    cleanups.push(() => hub.close());
    const log: string[] = [];
    const silent = () => host.consolePush().console?.audience?.silentDisplays ?? 0;
    const first = joined(hub, recorder('display', log, 'first'));
    const second = joined(hub, recorder('display', log, 'second'));
    const overlay = joined(hub, recorder('overlay', log));
    const operator = joined(hub, recorder('console', log));
    expect(silent()).toBe(0);
    first.report({ sound: 'locked' });
    second.report({ sound: 'locked' });
    first.report({ sound: 'locked' });
    overlay.report({ sound: 'locked' });
    operator.report({ sound: 'locked' });
    expect(silent()).toBe(2);
    first.report({ sound: 'ready' });
    expect(silent()).toBe(1);
    second.leave();
    expect(silent()).toBe(0);
    expect(host.consolePush().console?.audience).toEqual({ displays: 1, overlays: 1 });
  });
});
