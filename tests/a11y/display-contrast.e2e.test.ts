/*
 * The hall display's text is read from across a hall: in both themes every text on it meets
 * 4.5:1 (WCAG's AAA level for large text; AA for the rest), measured on the rendered page
 * (support/contrast.ts), in the states a match goes through: in play with a game won (the
 * games-won digit in the side's colour, the board label), a message, and the match result.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { testPages } from '../support/test-pages';
import { measureTextContrast, scratchPage } from './support/contrast';
import { CONSOLE_ORIGIN, openStage, setDisplay, settled, type Stage } from './stage';
import { submitParsed } from '../support/parsed';
import { bannerGone } from '../support/banner';

const MINIMUM = 4.5;

function submit(stage: Stage, command: Record<string, unknown>): void {
  const result = submitParsed(stage.host, command, CONSOLE_ORIGIN);
  if (!result.ok) throw new Error(`the host refused ${JSON.stringify(command)}: ${JSON.stringify(result)}`);
}

/** Side 2 (orange) takes a board: 9 pieces and the queen. */
const orangeBoard = (stage: Stage) =>
  submit(stage, { type: 'RecordBoard', entry: { kind: 'sides', winner: 1, pieces: 9, queen: 'winner' } });

const BANNER = '[data-testid=banner]';

interface State {
  readonly name: string;
  /** In this order: a banner that comes with the state is measured in the first. */
  readonly themes: readonly ('dark' | 'light')[];
  readonly reach: (stage: Stage) => void;
}

const STATES: readonly State[] = [
  {
    name: 'game 2 in play, orange won game 1',
    themes: ['dark', 'light'],
    reach: (stage) => {
      submit(stage, {
        type: 'CreateMatch',
        matchType: 'singles',
        sides: [
          { name: 'Asha Iyer', players: ['Asha Iyer'] },
          { name: 'Bruno Costa', players: ['Bruno Costa'] },
        ],
        rules: 'icf',
        stage: 'early',
        info: { event: 'City Open', round: 'Final', table: '3' },
      });
      submit(stage, { type: 'RecordToss', winner: 0, choice: 'break' });
      for (let board = 0; board < 5; board += 1) orangeBoard(stage);
    },
  },
  {
    name: 'a message',
    themes: ['dark', 'light'],
    reach: (stage) => setDisplay(stage, { mode: 'message', message: 'Lunch break · 13:00' }),
  },
  {
    name: 'the match result',
    themes: ['light', 'dark'],
    reach: (stage) => {
      setDisplay(stage, { mode: 'scoreboard' });
      orangeBoard(stage);
    },
  },
];

describe('display text contrast, both themes', () => {
  let browser: Browser;
  let stage: Stage;
  let scratch: Page;

  beforeAll(async () => {
    await testPages();
    browser = await launchChromium();
    stage = await openStage(browser, 'en');
    // Its clock is moved on past each banner's hold (bannerGone).
    await stage.pages.display.clock.install();
    scratch = await scratchPage(browser);
  });
  afterAll(async () => {
    await stage?.close();
    await browser?.close();
  });

  it(`every text is at least ${MINIMUM}:1 against what is drawn behind it`, async () => {
    const low: string[] = [];
    let measured = 0;
    const display = stage.pages.display;
    const check = async (where: string, within?: string): Promise<void> => {
      const texts = await measureTextContrast(display, scratch, within);
      measured += texts.length;
      for (const text of texts) if (text.ratio < MINIMUM) low.push(`${where}: ${text.what} ${text.ratio}:1`);
    };
    for (const state of STATES) {
      state.reach(stage);
      for (const theme of state.themes) {
        setDisplay(stage, { theme });
        await settled(stage, 'display');
        // A banner dims the screen under it for a few seconds: it is measured alone, the rest after it.
        if (await display.isVisible(BANNER)) {
          await check(`${state.name} (${theme}), banner`, BANNER);
          await bannerGone(display);
        }
        await check(`${state.name} (${theme})`);
      }
    }
    expect(measured).toBeGreaterThan(30);
    expect(low).toEqual([]);
  });
});
