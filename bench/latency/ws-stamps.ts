/**
 * Init script for the product's pages: stamps every WebSocket message sent and received on the
 * browser's clock (the same clock as the key press and DOM stamps), keeping the text so the
 * benchmark can find, outside the timing, which message carried which board.
 */
export const WS_STAMPS_SCRIPT = `(() => {
  const Native = window.WebSocket;
  const sends = (window.__wsSends = []);
  const received = (window.__wsReceived = []);
  class Stamped extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        received.push({
          at: performance.timeOrigin + event.timeStamp,
          handledAt: performance.timeOrigin + performance.now(),
          data: String(event.data),
        });
      });
    }
    send(data) {
      sends.push({ at: performance.timeOrigin + performance.now(), data: String(data) });
      return super.send(data);
    }
  }
  window.WebSocket = Stamped;
})();`;

export interface Stamp {
  readonly at: number;
  readonly data: string;
}
