import { SerialPortMock } from 'serialport';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ledEncoderFor } from '../../shared/led/encoder';
import { toLedFrameContent } from '../../shared/led/frame-content';
import type { LedBoardStatus } from '../../shared/led/status';
import { LedManager } from '../../electron/led/led-manager';
import type { LedPortOpenOptions } from '../../electron/led/port';
import { playingView } from './support/view';
import { sleep, trackProcessFailures, waitFor } from './support/wait';

const binding = SerialPortMock.binding;
const PATH = '/dev/ttyMOCK0';
const lineFrame = (scores: readonly [number, number]) =>
  Buffer.from(ledEncoderFor({ kind: 'line', version: 1 }).frame(toLedFrameContent(playingView(scores))));

let created: SerialPortMock[];
let manager: LedManager;
let statuses: LedBoardStatus[];
let processFailures: ReturnType<typeof trackProcessFailures>;

function openPort(options: LedPortOpenOptions): SerialPortMock {
  const port = new SerialPortMock({ ...options, autoOpen: false });
  created.push(port);
  return port;
}

const board = (overrides: Record<string, unknown> = {}) => ({
  id: 'b1',
  name: 'Table 1',
  port: { kind: 'path', path: PATH },
  protocol: { kind: 'line' },
  keepAliveMs: 0,
  ...overrides,
});

/** The error serialport closes a port with when the device goes away (its `DisconnectedError`). */
const unplugged = (): Error => Object.assign(new Error('unplugged'), { disconnected: true });

const recording = (index: number): Buffer => created[index]?.port?.recording ?? Buffer.alloc(0);
const current = (): LedBoardStatus => manager.status()[0]!;

beforeEach(() => {
  binding.reset();
  binding.createPort(PATH, { record: true });
  created = [];
  statuses = [];
  processFailures = trackProcessFailures();
  manager = new LedManager({
    openPort,
    listPorts: () => SerialPortMock.list(),
    backoff: { initialMs: 20, maxMs: 80 },
    statsNotifyMs: 0,
  });
  manager.onStatus((status) => statuses.push(status));
});

afterEach(async () => {
  await manager.close();
  await sleep(20);
  processFailures.stop();
  expect(processFailures.failures).toEqual([]);
  vi.restoreAllMocks();
});

describe('LED link over the mock binding', () => {
  it('sends the full frame on connect and reports what it sent', async () => {
    manager.update(playingView([4, 2]));
    expect(manager.configure([board()])).toMatchObject({ ok: true });
    await waitFor('the first frame', () => recording(0).length > 0);
    expect(recording(0)).toEqual(lineFrame([4, 2]));
    const status = current();
    expect(status).toMatchObject({
      state: 'connected',
      reason: null,
      reasonCode: null,
      note: null,
      noteCode: null,
      framesSent: 1,
      bytesSent: lineFrame([4, 2]).length,
    });
    expect(status.lastFrame?.text).toBe(`${lineFrame([4, 2]).toString('latin1').trimEnd()}<LF>`);
    expect(status.lastFrameAt).toEqual(expect.any(Number));
    expect(statuses.map((s) => s.state)).toEqual(['connecting', 'connected', 'connected']);
  });

  it('coalesces a burst: one frame in flight, at most one pending, the last state gets out', async () => {
    manager.configure([board()]);
    await waitFor('connected', () => current().state === 'connected');
    for (let score = 0; score <= 25; score += 1) manager.update(playingView([score, 0]));
    await waitFor('the final state', () =>
      recording(0)
        .toString()
        .includes(lineFrame([25, 0]).toString()),
    );
    await sleep(30);
    const lines = recording(0).toString().trimEnd().split('\n');
    expect(lines).toEqual([lineFrame([0, 0]).toString().trimEnd(), lineFrame([25, 0]).toString().trimEnd()]);
  });

  it('explains "permission denied" in plain words and reconnects once allowed', async () => {
    vi.spyOn(binding, 'open').mockRejectedValueOnce(
      new Error('Error: Permission denied, cannot open /dev/ttyMOCK0'),
    );
    manager.update(playingView([1, 0]));
    manager.configure([board()]);
    await waitFor('the error status', () => statuses.find((s) => s.state === 'error'));
    const error = statuses.find((s) => s.state === 'error')!;
    expect(error.reasonCode).toBe('permission-denied');
    expect(error.reason).toBe(
      'Permission denied on /dev/ttyMOCK0: add the user to the dialout group (sudo usermod -aG dialout $USER), then log out and back in.',
    );
    expect(error.port).toBe(PATH);
    expect(error.reconnectAt).toEqual(expect.any(Number));
    await waitFor('the frame after reconnecting', () => recording(1).length > 0);
    expect(recording(1)).toEqual(lineFrame([1, 0]));
    expect(current()).toMatchObject({ state: 'connected', reason: null, reasonCode: null });
  });

  it('reports a busy port and connects once the other program lets go', async () => {
    const other = new SerialPortMock({ path: PATH, baudRate: 9600 });
    other.on('error', () => undefined);
    await waitFor('the other program to hold the port', () => other.isOpen);
    manager.update(playingView([3, 3]));
    manager.configure([board()]);
    await waitFor('the busy status', () => current().state === 'error');
    expect(current().reasonCode).toBe('port-busy');
    expect(current().reason).toBe(
      '/dev/ttyMOCK0 is busy: another program (or another board entry) has it open.',
    );
    await new Promise((resolve) => other.close(resolve));
    await waitFor('connected', () => current().state === 'connected');
    await waitFor('the full frame', () =>
      created.some((port) => port.port?.recording.equals(lineFrame([3, 3]))),
    );
  });

  it('waits for a missing device, then connects when it appears', async () => {
    binding.reset();
    manager.update(playingView([0, 1]));
    manager.configure([board()]);
    await waitFor('the missing status', () => current().state === 'error');
    expect(current().reasonCode).toBe('port-missing');
    expect(current().reason).toBe(
      'Nothing is plugged in at /dev/ttyMOCK0: check the cable and the USB adapter.',
    );
    binding.createPort(PATH, { record: true });
    await waitFor('connected', () => current().state === 'connected');
    expect(created.length).toBeGreaterThan(1);
  });

  it('finds a replugged adapter by vendor and product id', async () => {
    binding.reset();
    manager.update(playingView([5, 5]));
    manager.configure([board({ port: { kind: 'device', vendorId: '0403', productId: '6001' } })]);
    await waitFor('the waiting status', () => current().state === 'error');
    expect(current().reason).toBe('Waiting for the device with USB id 0403:6001: it is not plugged in.');
    // No path yet: the console words the adapter from the board's settings in its own language.
    expect(current()).toMatchObject({ reasonCode: 'device-not-found', port: null });
    binding.createPort('/dev/ttyUSB9', { record: true, vendorId: '0403', productId: '6001' });
    await waitFor('connected', () => current().state === 'connected');
    expect(current().port).toBe('/dev/ttyUSB9');
    await waitFor('the frame', () => created.at(-1)?.port?.recording.equals(lineFrame([5, 5])));
  });

  it('survives a write error: error status, a new instance, the full frame again', async () => {
    manager.update(playingView([1, 1]));
    manager.configure([board()]);
    await waitFor('the first frame', () => recording(0).length > 0);
    vi.spyOn(created[0]!.port!, 'write').mockRejectedValueOnce(new Error('EIO: i/o error, write'));
    manager.update(playingView([2, 1]));
    await waitFor('the error status', () => statuses.find((s) => s.state === 'error'));
    // serialport closes the port (disconnected) and emits the write error: whichever comes first names it.
    expect(statuses.find((s) => s.state === 'error')?.reasonCode).toBe('disconnected');
    expect(statuses.find((s) => s.state === 'error')?.reason).toMatch(
      /^Disconnected( \(EIO: i\/o error, write\))?: the cable was pulled, the adapter unplugged or the board powered off\.$/,
    );
    await waitFor('the resent frame', () => recording(1).length > 0);
    expect(created[1]).not.toBe(created[0]);
    expect(recording(1)).toEqual(lineFrame([2, 1]));
    expect(current()).toMatchObject({ state: 'connected', framesSent: 2 });
  });

  it('survives an unplug with a write pending and never writes to the closed instance', async () => {
    manager.update(playingView([1, 1]));
    manager.configure([board()]);
    await waitFor('the first frame', () => recording(0).length > 0);
    const first = created[0]!;
    const writeSpy = vi.spyOn(first, 'write');
    manager.update(playingView([9, 9]));
    // What serialport does on an unplug while a reader is attached.
    first.close(undefined, unplugged());
    await waitFor('the error status', () => current().state === 'error');
    const callsAtUnplug = writeSpy.mock.calls.length;
    manager.update(playingView([10, 9]));
    await waitFor('the frame on the new instance', () => recording(1).length > 0);
    expect(writeSpy.mock.calls.length).toBe(callsAtUnplug);
    expect(recording(1)).toEqual(lineFrame([10, 9]));
  });

  it('reports the disconnect reason serialport gives on an unplug', async () => {
    manager.configure([board()]);
    await waitFor('connected', () => current().state === 'connected');
    created[0]!.close(undefined, unplugged());
    await waitFor('the error status', () => current().state === 'error');
    expect(current().reason).toBe(
      'Disconnected: the cable was pulled, the adapter unplugged or the board powered off.',
    );
    expect(current().reasonCode).toBe('disconnected');
  });

  it('reports a port the system closed without an unplug, then reconnects', async () => {
    manager.configure([board()]);
    await waitFor('connected', () => current().state === 'connected');
    created[0]!.close();
    await waitFor('the error status', () => current().state === 'error');
    expect(current()).toMatchObject({
      reasonCode: 'closed-by-system',
      reason: 'The port was closed by the system; reconnecting.',
    });
    await waitFor('connected again', () => current().state === 'connected');
    expect(current().reasonCode).toBeNull();
  });

  it('reports a device search that cannot list the ports', async () => {
    const local = new LedManager({
      openPort,
      listPorts: () => Promise.reject(new Error('udev is gone')),
      backoff: { initialMs: 20, maxMs: 80 },
      statsNotifyMs: 0,
    });
    local.configure([board({ port: { kind: 'device', vendorId: '0403', productId: '6001' } })]);
    await waitFor('the error status', () => local.status()[0]?.state === 'error');
    expect(local.status()[0]).toMatchObject({
      reasonCode: 'port-list-failed',
      reason: 'Could not list the serial ports: udev is gone',
    });
    await local.close();
  });

  it('closes with a write pending without crashing', async () => {
    manager.update(playingView([1, 1]));
    manager.configure([board()]);
    await waitFor('connected', () => current().state === 'connected');
    manager.update(playingView([2, 2]));
    await manager.close();
    expect(created[0]!.isOpen).toBe(false);
  });

  it('lowers DTR after opening when configured', async () => {
    const setCalls: unknown[] = [];
    const spying = (options: LedPortOpenOptions) => {
      const port = openPort(options);
      const original = port.set.bind(port);
      vi.spyOn(port, 'set').mockImplementation((flags, callback) => {
        setCalls.push(flags);
        original(flags, callback);
      });
      return port;
    };
    const local = new LedManager({
      openPort: spying,
      listPorts: () => SerialPortMock.list(),
      statsNotifyMs: 0,
    });
    local.update(playingView([0, 0]));
    local.configure([board({ lowerDtrOnOpen: true })]);
    await waitFor('the first frame', () => recording(0).length > 0);
    expect(setCalls).toEqual([{ dtr: false }]);
    await local.close();
  });

  it("waits for the Arduino's ready byte before the first frame", async () => {
    binding.reset();
    binding.createPort(PATH, { record: true, readyData: Buffer.from('R') });
    manager.update(playingView([7, 0]));
    manager.configure([board({ waitForReadyByte: true, arduinoResetDelayMs: 5000 })]);
    await waitFor('the first frame', () => recording(0).length > 0, 1000);
    expect(current()).toMatchObject({ note: null, noteCode: null });
  });

  it('sends anyway after the reset delay when no ready byte comes, and says so', async () => {
    manager.update(playingView([7, 0]));
    manager.configure([board({ waitForReadyByte: true, arduinoResetDelayMs: 60 })]);
    await sleep(30);
    expect(recording(0).length).toBe(0);
    await waitFor('the first frame', () => recording(0).length > 0);
    expect(current()).toMatchObject({
      note: 'No ready byte within 60 ms; sending anyway.',
      noteCode: 'no-ready-byte',
    });
  });

  it('sends the test pattern on request, and explains when it cannot', async () => {
    expect(manager.testPattern('nope')).toEqual({
      ok: false,
      error: 'There is no LED board with the id "nope".',
    });
    binding.reset();
    manager.configure([board()]);
    await waitFor('the missing status', () => current().state === 'error');
    expect(manager.testPattern('b1')).toEqual({
      ok: false,
      error:
        'Board "Table 1" is not connected: Nothing is plugged in at /dev/ttyMOCK0: check the cable and the USB adapter.',
    });
    binding.createPort(PATH, { record: true });
    await waitFor('connected', () => current().state === 'connected');
    expect(manager.testPattern('b1')).toEqual({ ok: true });
    const pattern = Buffer.from(ledEncoderFor({ kind: 'line', version: 1 }).testPattern);
    await waitFor('the test pattern', () => created.at(-1)?.port?.recording.equals(pattern));
  });

  it('refuses a bad board list and keeps the boards it had', async () => {
    manager.configure([board()]);
    await waitFor('connected', () => current().state === 'connected');
    const result = manager.configure([board({ baudRate: 'fast', protocol: { kind: 'morse' } })]);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors).toEqual([
      expect.stringMatching(/^Board 1 \(Table 1\): baudRate: /),
      "Board 1 (Table 1): protocol.kind: Invalid discriminator value. Expected 'line' | 'alpha' | 'template'",
    ]);
    expect(current().state).toBe('connected');
    expect(created).toHaveLength(1);
  });

  it('shows switched-off and portless boards as not configured', () => {
    manager.configure([
      board({ enabled: false }),
      board({ id: 'b2', name: '', port: { kind: 'path', path: '' } }),
    ]);
    expect(manager.status().map((s) => [s.state, s.reasonCode, s.reason])).toEqual([
      ['not-configured', 'disabled', 'The board is switched off in its settings.'],
      ['not-configured', 'not-configured', 'Choose the port the board is plugged into.'],
    ]);
  });

  it('gives up on a frame that never leaves and reconnects on a new instance', async () => {
    // The drain watchdog waits 2 s plus the wire time; this clock shortens only that wait.
    const clock = {
      now: () => Date.now(),
      setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms >= 2000 ? 40 : ms),
      clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    };
    const local = new LedManager({
      openPort,
      listPorts: () => SerialPortMock.list(),
      clock,
      backoff: { initialMs: 20, maxMs: 80 },
      statsNotifyMs: 0,
    });
    const seen: LedBoardStatus[] = [];
    local.onStatus((status) => seen.push(status));
    local.configure([board()]);
    await waitFor('connected', () => local.status()[0]?.state === 'connected');
    vi.spyOn(created[0]!, 'drain').mockImplementationOnce(() => undefined);
    local.update(playingView([4, 4]));
    await waitFor('the stuck-link error', () => seen.find((status) => status.state === 'error'));
    expect(seen.find((status) => status.state === 'error')?.reasonCode).toBe('drain-timeout');
    expect(seen.find((status) => status.state === 'error')?.reason).toMatch(
      /^The board stopped taking data \(a frame did not leave within \d+ ms\); reconnecting\.$/,
    );
    await waitFor('the frame on a new instance', () => recording(1).equals(lineFrame([4, 4])));
    await local.close();
  });

  it('keeps the link of an unchanged board and reopens a changed one with its new settings', async () => {
    manager.update(playingView([1, 2]));
    manager.configure([board()]);
    await waitFor('connected', () => current().state === 'connected');
    manager.configure([board()]);
    expect(created).toHaveLength(1);
    manager.configure([board({ baudRate: 19200 })]);
    await waitFor('the reopened port', () => created[1]?.isOpen);
    expect(created[0]!.isOpen).toBe(false);
    expect(created[1]!.baudRate).toBe(19200);
    await waitFor('the full frame again', () => recording(1).equals(lineFrame([1, 2])));
    manager.configure([]);
    expect(manager.status()).toEqual([]);
  });

  it('lists ports for the console', async () => {
    binding.createPort('/dev/ttyUSB3', { vendorId: '1a86', productId: '7523' });
    const list = await manager.listPorts();
    expect(list).toMatchObject({ error: null, errorCode: null });
    expect(list.ports).toContainEqual(
      expect.objectContaining({ path: '/dev/ttyUSB3', vendorId: '1a86', productId: '7523' }),
    );
    const failing = new LedManager({ listPorts: () => Promise.reject(new Error('udev is gone')) });
    expect(await failing.listPorts()).toEqual({
      ports: [],
      error: 'Could not list the serial ports: udev is gone',
      errorCode: 'port-list-failed',
    });
  });
});
