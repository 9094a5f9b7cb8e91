import { afterEach, describe, expect, it } from 'vitest';
import { LedManager } from '../../electron/led/led-manager';
import { DEFAULT_ALPHA_OPTIONS, alphaConnectFrames, encodeAlphaFrame } from '../../shared/led/alpha-sign';
import { toLedFrameContent } from '../../shared/led/frame-content';
import { encodeLineFrame, lineChecksum } from '../../shared/led/line-protocol';
import { encodeTemplateFrame, type LedTemplate } from '../../shared/led/template';
import {
  openPtyReader,
  startPtyPair,
  uniquePtyPaths,
  type PtyPair,
  type PtyReader,
} from './support/pty-pair';
import { playingView } from './support/view';
import { sleep, trackProcessFailures, waitFor } from './support/wait';
import { liveBoard } from '../support/live-board';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function pair(label: string, paths = uniquePtyPaths(label)): Promise<PtyPair> {
  const started = await startPtyPair(paths);
  cleanups.push(() => started.kill());
  return started;
}
async function reader(path: string): Promise<PtyReader> {
  const opened = await openPtyReader(path);
  cleanups.push(() => opened.close());
  return opened;
}
function manager(): LedManager {
  const created = new LedManager({ backoff: { initialMs: 50, maxMs: 200 }, statsNotifyMs: 0 });
  cleanups.push(() => created.close());
  return created;
}

const content = (scores: readonly [number, number]) => toLedFrameContent(playingView(scores));
const lineBytes = (scores: readonly [number, number]) => Buffer.from(encodeLineFrame(content(scores)));
const board = (path: string, overrides: Record<string, unknown> = {}) => ({
  id: 'pty',
  name: 'Pty board',
  port: { kind: 'path', path },
  protocol: { kind: 'line' },
  keepAliveMs: 0,
  ...overrides,
});

describe('LED link over a real pseudo-terminal pair', () => {
  it('delivers the line protocol byte-exact', async () => {
    const pty = await pair('line');
    const far = await reader(pty.b);
    const leds = manager();
    leds.update(playingView([12, 9]));
    leds.configure([board(pty.a)]);
    await waitFor('the frame', () => far.received().length >= lineBytes([12, 9]).length);
    expect(far.received()).toEqual(lineBytes([12, 9]));
    expect(leds.status()[0]).toMatchObject({ state: 'connected', framesSent: 1 });
  });

  it('delivers the line protocol v2 byte-exact to a board that asks for it, C/m left per side', async () => {
    const pty = await pair('line-v2');
    const far = await reader(pty.b);
    const leds = manager();
    const live = liveBoard({ onBoard: [7, 9], strokes: 2 });
    const expected = Buffer.from('2,P,1,1,8,0,-,2,ASHA,12,0,1,1,7,RAVI,9,0,1,0,9*7B\n');
    leds.update(playingView([12, 9], { live }));
    leds.configure([board(pty.a, { protocol: { kind: 'line', version: 2 } })]);
    await waitFor('the frame', () => far.received().length >= expected.length);
    expect(far.received()).toEqual(expected);
  });

  it('delivers Alpha STRING mode byte-exact: memory table, TEXT file, then the STRING', async () => {
    const pty = await pair('alpha');
    const far = await reader(pty.b);
    const leds = manager();
    const alpha = { ...DEFAULT_ALPHA_OPTIONS, target: 'string' as const };
    const expected = Buffer.concat([...alphaConnectFrames(alpha), encodeAlphaFrame(alpha, content([3, 4]))]);
    leds.update(playingView([3, 4]));
    leds.configure([board(pty.a, { protocol: { kind: 'alpha', target: 'string' } })]);
    await waitFor('the packets', () => far.received().length >= expected.length);
    expect(far.received()).toEqual(expected);
    expect(leds.status()[0]?.framesSent).toBe(3);
  });

  it('delivers a template frame byte-exact', async () => {
    const pty = await pair('template');
    const far = await reader(pty.b);
    const leds = manager();
    const template: LedTemplate = {
      start: [0x02],
      address: '01',
      fields: [
        { value: 'score', side: 0, width: 2, pad: '0', align: 'right' },
        { value: 'score', side: 1, width: 2, pad: '0', align: 'right' },
      ],
      separator: [],
      end: [0x03],
      checksum: { kind: 'sum8', covers: 'body', position: 'beforeEnd', encoding: 'raw' },
    };
    leds.update(playingView([12, 9]));
    leds.configure([board(pty.a, { protocol: { kind: 'template', template } })]);
    const expected = Buffer.from([0x02, 0x30, 0x31, 0x31, 0x32, 0x30, 0x39, 0x2d, 0x03]);
    expect(Buffer.from(encodeTemplateFrame(template, content([12, 9])))).toEqual(expected);
    await waitFor('the frame', () => far.received().length >= expected.length);
    expect(far.received()).toEqual(expected);
  });

  it('reconnects after the pair dies and is re-created, re-sending the full frame on a new port', async () => {
    const failures = trackProcessFailures();
    cleanups.push(async () => failures.stop());
    const paths = uniquePtyPaths('replug');
    const first = await pair('replug', paths);
    const far = await reader(first.b);
    const leds = manager();
    leds.update(playingView([5, 6]));
    leds.configure([board(first.a)]);
    await waitFor('the first frame', () => far.received().length > 0);
    await first.kill();
    // Under a busy CI machine socat's death reaches the port's close after more than 3 s.
    await waitFor('the disconnect', () => leds.status()[0]?.state === 'error', 10_000);
    expect(leds.status()[0]?.reason).toMatch(/^(Disconnected|Nothing is plugged in)/);
    leds.update(playingView([7, 6]));
    await sleep(120);
    const second = await pair('replug', paths);
    const farAgain = await reader(second.b);
    await waitFor(
      'the full frame after reconnecting',
      () => farAgain.received().length >= lineBytes([7, 6]).length,
      5000,
    );
    expect(farAgain.received()).toEqual(lineBytes([7, 6]));
    expect(leds.status()[0]).toMatchObject({ state: 'connected', reason: null });
    expect(failures.failures).toEqual([]);
  });

  it('turns 1,000 rapid changes into a bounded number of frames, the last one final', async () => {
    const pty = await pair('burst');
    const far = await reader(pty.b);
    const leds = manager();
    leds.update(playingView([0, 0]));
    leds.configure([board(pty.a)]);
    await waitFor('the first frame', () => far.received().length > 0);
    far.clear();
    const bursts = 100;
    for (let burst = 0; burst < bursts; burst += 1) {
      for (let step = 1; step <= 10; step += 1) leds.update(playingView([burst * 10 + step, 0]));
      await new Promise((resolve) => setImmediate(resolve));
    }
    const finalLine = lineBytes([1000, 0]).toString();
    await waitFor('the final state', () => far.received().toString().endsWith(finalLine));
    await sleep(50);
    const lines = far.received().toString().split('\n').slice(0, -1);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.length).toBeLessThanOrEqual(2 * bursts);
    expect(`${lines.at(-1)}\n`).toBe(finalLine);
    const scores = lines.map((line) => {
      const [body, checksum] = line.split('*');
      expect(checksum).toBe(lineChecksum(body!));
      return Number(body!.split(',')[9]);
    });
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(new Set(scores).size).toBe(scores.length);
  });

  it('sends a synchronous burst of 1,000 changes as exactly two frames: the first and the last', async () => {
    const pty = await pair('sync-burst');
    const far = await reader(pty.b);
    const leds = manager();
    leds.configure([board(pty.a)]);
    await waitFor('connected', () => leds.status()[0]?.state === 'connected');
    for (let score = 1; score <= 1000; score += 1) leds.update(playingView([score, 0]));
    const expected = Buffer.concat([lineBytes([1, 0]), lineBytes([1000, 0])]);
    await waitFor('both frames', () => far.received().length >= expected.length);
    await sleep(50);
    expect(far.received()).toEqual(expected);
  });

  it('resends the full frame every keep-alive interval', async () => {
    const pty = await pair('keepalive');
    const far = await reader(pty.b);
    const leds = manager();
    leds.update(playingView([8, 1]));
    leds.configure([board(pty.a, { keepAliveMs: 250 })]);
    const frame = lineBytes([8, 1]);
    await waitFor('three frames', () => far.received().length >= 3 * frame.length, 2000);
    expect(far.received().subarray(0, 3 * frame.length)).toEqual(Buffer.concat([frame, frame, frame]));
    const arrivals = far.chunks.map((chunk) => chunk.at);
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThanOrEqual(450);
  });

  it("holds the first frame until the board's ready byte arrives", async () => {
    const pty = await pair('ready');
    const far = await reader(pty.b);
    const leds = manager();
    leds.update(playingView([2, 2]));
    leds.configure([board(pty.a, { waitForReadyByte: true, arduinoResetDelayMs: 5000 })]);
    await waitFor('the port to open', () => leds.status()[0]?.state === 'connecting' && leds.status()[0]);
    await sleep(200);
    expect(far.received().length).toBe(0);
    far.port.write(Buffer.from('R'));
    await waitFor('the frame', () => far.received().length >= lineBytes([2, 2]).length, 1000);
    expect(far.received()).toEqual(lineBytes([2, 2]));
  });
});
