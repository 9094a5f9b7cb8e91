import { afterEach, describe, expect, it } from 'vitest';
import { openHost } from '../../electron/host/host';
import { LedManager } from '../../electron/led/led-manager';
import type { LedBoardStatus } from '../../shared/contract/contract';
import { CONSOLE, tempDir } from './helpers';
import { queryParsed, submitParsed } from '../support/parsed';

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A board whose port the operator has not chosen yet: configured, but nothing is opened. */
const BOARD = { id: 'hall', name: 'Hall sign', port: { kind: 'path', path: '' }, protocol: { kind: 'line' } };

function ledManager(): LedManager {
  const led = new LedManager({
    listPorts: () =>
      Promise.resolve([
        {
          path: '/dev/ttyUSB7',
          manufacturer: 'FTDI',
          serialNumber: 'A1',
          vendorId: '0403',
          productId: '6001',
        },
      ]),
  });
  cleanups.push(() => led.close());
  return led;
}

describe('LED boards in the host', () => {
  it('stores board settings, hands them to the LED link, pushes status to listeners and restores them on reopen', async () => {
    const dir = tempDir();
    cleanups.push(dir.remove);
    const host = openHost({ dataDir: dir.path, led: ledManager() });
    const statuses: (readonly LedBoardStatus[])[] = [];
    host.onLedStatus((status) => statuses.push(status));

    expect(submitParsed(host, { type: 'AddLedBoard', board: BOARD }, CONSOLE)).toMatchObject({ ok: true });
    expect(submitParsed(host, { type: 'AddLedBoard', board: BOARD }, CONSOLE)).toMatchObject({
      ok: false,
      message: expect.stringContaining('already'),
    });
    expect(
      submitParsed(host, { type: 'AddLedBoard', board: { ...BOARD, id: 'x', baudRate: 7 } }, CONSOLE),
    ).toMatchObject({ ok: false, code: 'invalid_message' });
    expect(
      submitParsed(host, { type: 'UpdateLedBoard', board: { ...BOARD, name: 'Main hall' } }, CONSOLE),
    ).toMatchObject({ ok: true });
    expect(submitParsed(host, { type: 'TestLedBoard', id: 'nope' }, CONSOLE)).toMatchObject({
      ok: false,
      code: 'not_found',
    });
    expect(host.settings().ledBoards).toMatchObject([{ id: 'hall', name: 'Main hall', baudRate: 9600 }]);

    const status = await queryParsed(host, { type: 'LedStatus' }, CONSOLE);
    expect(status).toMatchObject({ ok: true, data: [{ id: 'hall', name: 'Main hall', protocol: 'line' }] });
    expect(statuses.at(-1)).toMatchObject([{ id: 'hall', name: 'Main hall' }]);
    expect(await queryParsed(host, { type: 'ListLedPorts' }, CONSOLE)).toMatchObject({
      ok: true,
      data: { ports: [{ path: '/dev/ttyUSB7' }], error: null },
    });
    host.close();

    const led = ledManager();
    const reopened = openHost({ dataDir: dir.path, led });
    expect(reopened.settings().ledBoards).toMatchObject([{ id: 'hall', name: 'Main hall' }]);
    expect(led.status()).toMatchObject([{ id: 'hall' }]);
    expect(submitParsed(reopened, { type: 'RemoveLedBoard', id: 'hall' }, CONSOLE)).toMatchObject({
      ok: true,
    });
    expect(led.status()).toEqual([]);
    expect(submitParsed(reopened, { type: 'RemoveLedBoard', id: 'hall' }, CONSOLE)).toMatchObject({
      ok: false,
      code: 'not_found',
    });
    reopened.close();
  });

  it('refuses LED commands and queries in words when the host has no LED link', async () => {
    const dir = tempDir();
    cleanups.push(dir.remove);
    const host = openHost({ dataDir: dir.path });
    cleanups.push(() => host.close());
    expect(await queryParsed(host, { type: 'LedStatus' }, CONSOLE)).toMatchObject({
      ok: false,
      code: 'led_unavailable',
    });
    expect(submitParsed(host, { type: 'AddLedBoard', board: BOARD }, CONSOLE)).toMatchObject({ ok: true });
    expect(submitParsed(host, { type: 'TestLedBoard', id: 'hall' }, CONSOLE)).toMatchObject({
      ok: false,
      code: 'led_unavailable',
    });
  });
});
