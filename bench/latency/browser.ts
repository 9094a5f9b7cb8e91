import type { Browser } from 'playwright-core';
import { launchChromium } from '../../tests/support/chromium';

/** The tests' Chromium, with every page kept at full frame rate: a venue display is never "hidden". */
export function launchBenchBrowser(): Promise<Browser> {
  return launchChromium([
    '--disable-background-timer-throttling',
    '--disable-renderer-backgrounding',
    '--disable-backgrounding-occluded-windows',
  ]);
}
