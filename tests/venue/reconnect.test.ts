import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { openMqttLink, reconnectDelayMs } from '../../electron/venue/mqtt-link';

describe('reconnections back off exponentially with jitter', () => {
  it('wait 0.5 s, then double up to 30 s, each drawn between half and all of it', () => {
    const low = () => 0;
    const high = () => 0.999_999;
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => reconnectDelayMs(n, 500, 30_000, high))).toEqual([
      500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
    // Half of each step, but never below the first wait.
    expect([1, 2, 3, 7, 20].map((n) => reconnectDelayMs(n, 500, 30_000, low))).toEqual([
      500, 500, 1000, 15_000, 15_000,
    ]);
    for (let n = 1; n < 40; n += 1) {
      const wait = reconnectDelayMs(n);
      expect(wait).toBeGreaterThanOrEqual(500);
      expect(wait).toBeLessThanOrEqual(30_000);
    }
  });

  describe('against a broker that closes every connection', () => {
    const sockets: Socket[] = [];
    let server: Server;
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('tries fewer times as it goes, and connects at once when closed', async () => {
      const attempts: number[] = [];
      server = createServer((socket) => {
        attempts.push(Date.now());
        sockets.push(socket);
        socket.destroy();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
      const port = (server.address() as { port: number }).port;
      const link = openMqttLink(
        { url: `mqtt://127.0.0.1:${port}`, clientId: 'backoff-test', reconnectMs: 100, reconnectMaxMs: 800 },
        () => undefined,
      );
      await expect.poll(() => attempts.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(6);
      await link.close();
      const gaps = attempts.slice(1).map((at, index) => at - attempts[index]!);
      // 100 ms at first; from the fourth wait on, at least half of 800 ms (a fixed period would stay at 100).
      expect(gaps.slice(3).every((gap) => gap >= 390)).toBe(true);
      expect(Math.max(...gaps)).toBeLessThan(800 + 1000);
      const after = attempts.length;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(attempts.length).toBe(after);
    });
  });
});
