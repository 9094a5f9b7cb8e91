/**
 * The station shell's logic (renderer/common/station-shell.ts), shared by the console, the
 * timekeeper's and the umpire's pages: what shows between the header and the screens.
 */
import { describe, expect, it } from 'vitest';
import {
  connectionMark,
  connectionWords,
  screensShown,
  shellStage,
  type ShellInput,
} from '../../renderer/common/station-shell';

const connected: ShellInput = { pinRequest: null, status: 'connected', heard: true };

describe('the station shell', () => {
  it('shows the PIN form whenever the host asks for the PIN, on the console and on a phone', () => {
    for (const look of ['banner', 'card'] as const) {
      expect(shellStage({ ...connected, pinRequest: 'pin required' }, look)).toBe('pin');
      expect(shellStage({ pinRequest: 'wrong pin', status: 'reconnecting', heard: false }, look)).toBe('pin');
    }
  });

  it('warns the console while it is not connected, its screens still below the banner', () => {
    for (const status of ['connecting', 'reconnecting'] as const) {
      const stage = shellStage({ ...connected, status }, 'banner');
      expect(stage).toBe('offline');
      expect(screensShown(stage, 'banner')).toBe(true);
    }
    expect(shellStage(connected, 'banner')).toBe('open');
    expect(screensShown('pin', 'banner')).toBe(true);
  });

  it('says "connecting" on a phone until the host has been heard, instead of its screens', () => {
    const stage = shellStage({ ...connected, heard: false }, 'card');
    expect(stage).toBe('connecting');
    expect(screensShown(stage, 'card')).toBe(false);
    expect(screensShown('pin', 'card')).toBe(false);
    // Heard once, a phone keeps its screens through a dropped link (the header's mark says so).
    expect(shellStage({ ...connected, status: 'reconnecting' }, 'card')).toBe('open');
    expect(screensShown('open', 'card')).toBe(true);
  });

  it('names the connection in words for the console and in one mark for a phone', () => {
    expect(connectionWords('connected')).toBe('connected');
    expect(connectionWords('connecting')).toBe('connecting');
    expect(connectionWords('reconnecting')).toBe('connectionLost');
    expect(connectionMark('connected')).toBe('●');
    expect(connectionMark('connecting')).toBe('○');
    expect(connectionMark('reconnecting')).toBe('○');
  });
});
