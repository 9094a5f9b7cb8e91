import { describe, expect, it } from 'vitest';
import { DEFAULT_OVERLAY_PARAMS, parseOverlayParams } from '../../renderer/overlay/overlay-params';

describe('overlay URL parameters', () => {
  it('defaults to a bottom-left bar at natural size', () => {
    expect(parseOverlayParams('')).toEqual(DEFAULT_OVERLAY_PARAMS);
  });

  it('reads position, scale, margin, theme, language and the info tab', () => {
    expect(parseOverlayParams('?pos=top-right&scale=1.2&margin=16&theme=light&lang=hi&info=0')).toEqual({
      position: 'top-right',
      scale: 1.2,
      margin: 16,
      theme: 'light',
      language: 'hi',
      showInfo: false,
      layout: 'bar',
      showGameClock: true,
      showStrokeClock: true,
      showCountdown: true,
      showLive: true,
      problems: [],
    });
  });

  it('shows the time-out and interval unless countdown=0', () => {
    expect(parseOverlayParams('?countdown=0').showCountdown).toBe(false);
    expect(parseOverlayParams('?countdown=1').showCountdown).toBe(true);
    const bad = parseOverlayParams('?countdown=yes');
    expect([bad.showCountdown, bad.problems]).toEqual([
      true,
      ['countdown "yes" must be 0 or 1; showing the time-out and interval.'],
    ]);
  });

  it('hides the board in play with live=0, and reports a value it does not understand', () => {
    expect(parseOverlayParams('?live=0').showLive).toBe(false);
    const odd = parseOverlayParams('?live=no');
    expect([odd.showLive, odd.problems]).toEqual([
      true,
      ['live "no" must be 0 or 1; showing the board in play.'],
    ]);
  });

  it('reads the layout and hides each clock on its own', () => {
    const compact = parseOverlayParams('?layout=compact&clock=0');
    expect([compact.layout, compact.showGameClock, compact.showStrokeClock]).toEqual([
      'compact',
      false,
      true,
    ]);
    const clocks = parseOverlayParams('?layout=clocks&stroke=0');
    expect([clocks.layout, clocks.showGameClock, clocks.showStrokeClock]).toEqual(['clocks', true, false]);
    const bad = parseOverlayParams('?layout=ticker&clock=off&stroke=2');
    expect({ ...bad, problems: [] }).toEqual(DEFAULT_OVERLAY_PARAMS);
    expect(bad.problems).toEqual([
      'clock "off" must be 0 or 1; showing the game clock.',
      'stroke "2" must be 0 or 1; showing the stroke clock.',
      'layout "ticker" is not one of bar, compact, clocks; using bar.',
    ]);
  });

  it('ignores values it does not understand, keeping the default and saying why', () => {
    const params = parseOverlayParams('?pos=middle&scale=-3&margin=abc&theme=blue&lang=xx&info=yes');
    expect({ ...params, problems: [] }).toEqual(DEFAULT_OVERLAY_PARAMS);
    expect(params.problems).toHaveLength(6);
    expect(params.problems[0]).toContain('pos "middle"');
    expect(params.problems[1]).toContain('0.25 to 4');
  });

  it('refuses sizes outside the usable range', () => {
    expect(parseOverlayParams('?scale=10').scale).toBe(1);
    expect(parseOverlayParams('?scale=0.25').scale).toBe(0.25);
    expect(parseOverlayParams('?margin=401').margin).toBe(48);
  });
});
