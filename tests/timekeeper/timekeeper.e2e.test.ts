/*
 * The timekeeper's station (issue 14, items 10–11) in Debian's Chromium against the REAL host
 * (store, engine, web server with the PIN required): a 360×640 page drives the clocks while the
 * console enters boards, each sees the other's changes; the buzzer sounds on the display and the
 * timekeeper's page (an instrumented AudioContext records every oscillator started).
 *
 * Needs `npm run build` first: the pages are served from out/renderer.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Host } from '../../electron/host/host';
import type { RunningServer } from '../../electron/app/web-server';
import { consoleTranslator } from '../../shared/i18n/console';
import { startBuiltScreens, type BuiltScreens } from '../support/built-screens';
import { launchChromium } from '../support/chromium';
import { submitParsed } from '../support/parsed';
import { ashaAgainstBruno, ASHA_BREAKS } from '../support/matches';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const ARTIFACTS = join(repo, 'test-artifacts', 'timekeeper');
const HOST_ORIGIN = { role: 'console', readOnly: false } as const;

/** Records every oscillator a page starts (frequency and time), before any page script runs. */
function instrumentAudio(): void {
  const tones: { hz: number; at: number }[] = [];
  (window as unknown as { __tones: typeof tones }).__tones = tones;
  const Original = window.AudioContext;
  window.AudioContext = class extends Original {
    override createOscillator(): OscillatorNode {
      const oscillator = super.createOscillator();
      const start = oscillator.start.bind(oscillator);
      oscillator.start = (when?: number) => {
        tones.push({ hz: oscillator.frequency.value, at: Date.now() });
        start(when);
      };
      return oscillator;
    }
  };
}

const tones = (page: Page): Promise<{ hz: number }[]> =>
  page.evaluate(() => (window as unknown as { __tones: { hz: number }[] }).__tones);

async function openPage(browser: Browser, url: string, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  await context.addInitScript(instrumentAudio);
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw new Error(`page error on ${url}: ${error.message}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') throw new Error(`${url} logged an error: ${message.text()}`);
  });
  await page.goto(url);
  return page;
}

const attr = (page: Page, selector: string, name: string) => page.getAttribute(selector, name);
const text = async (page: Page, selector: string) =>
  ((await page.textContent(selector)) ?? '').replace(/\s+/g, ' ').trim();
const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });

/** A 7" tablet in landscape, a laptop, a phone: the timekeeper's screens. */
const SOUND_SIZES = [
  { width: 1024, height: 600 },
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

interface SoundBoxPlace {
  readonly label: string;
  /** The checkbox's box lies wholly inside the window. */
  readonly inView: boolean;
  /** What is drawn at the checkbox's centre is the checkbox or its label (nothing covers it). */
  readonly onTop: boolean;
  readonly scrollY: number;
  readonly box: {
    readonly top: number;
    readonly left: number;
    readonly bottom: number;
    readonly right: number;
  };
}

/** Where the sound checkbox is with the page scrolled to its top. */
const soundBoxPlace = (page: Page): Promise<SoundBoxPlace> =>
  page.evaluate(() => {
    window.scrollTo(0, 0);
    const box = document.querySelector('[data-testid=tk-sound]')!;
    const label = box.closest('label');
    const rect = box.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return {
      label: (label?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      inView:
        rect.width > 0 &&
        rect.top >= 0 &&
        rect.left >= 0 &&
        rect.bottom <= innerHeight &&
        rect.right <= innerWidth,
      onTop: hit !== null && (hit === box || (label !== null && label.contains(hit))),
      scrollY: window.scrollY,
      box: { top: rect.top, left: rect.left, bottom: rect.bottom, right: rect.right },
    };
  });

describe('the timekeeper page at 360×640 with the console and the display', () => {
  let host: Host;
  let server: RunningServer;
  let screens: BuiltScreens | undefined;
  let browser: Browser;
  let tk: Page;
  let consolePage: Page;
  let display: Page;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    screens = await startBuiltScreens('timekeeper', { requirePin: true });
    ({ host, server } = screens);
    const created = submitParsed(
      host,
      // A 7-second stroke clock: it warns (5 s) and runs out within the test.
      ashaAgainstBruno({ preset: 'club-21', strokeSeconds: 7, timeOutSeconds: 30 }),
      HOST_ORIGIN,
    );
    expect(created.ok).toBe(true);
    expect(submitParsed(host, ASHA_BREAKS, HOST_ORIGIN).ok).toBe(true);
    browser = await launchChromium(['--autoplay-policy=no-user-gesture-required']);
    display = await openPage(browser, `${server.url}/display`, 1280, 720);
    consolePage = await openPage(browser, `${server.url}/console?pin=${host.pin()}`, 1366, 768);
    await consolePage.waitForSelector('[data-testid=console][data-ready=true]');
    tk = await openPage(browser, `${server.url}/timekeeper`, 360, 640);
  });

  afterAll(async () => {
    await browser?.close();
    await screens?.close();
  });

  // One journey, its steps in order: each step starts from what the one before left.
  it("a match's clocks from the timekeeper's page, the console and the display: PIN, game and stroke clocks, a time-out, time up, the interval and a muted display", async () => {
    // asks for the console PIN, then shows the clocks ready (not paused) before the first break
    {
      await tk.waitForSelector('[data-testid=pin-form]');
      await shot(tk, '01-pin');
      await tk.fill('[data-testid=pin-form] input', host.pin());
      await tk.click('[data-testid=pin-form] button[type=submit]');
      await tk.waitForSelector('[data-testid=tk-game-clock]');
      expect(await text(tk, '[data-testid=tk-game-clock] .label')).toBe('Ready');
      expect(await text(tk, '[data-testid=tk-game-time]')).toBe('25:00');
      expect(await attr(display, '[data-testid=game-clock]', 'data-state')).toBe('ready');
      expect(await text(display, '[data-testid=game-clock] .label')).toBe('Ready');
      expect(await attr(consolePage, '[data-testid=console-game-clock]', 'data-state')).toBe('ready');
      // Everything fits the phone's width: no sideways scroll.
      expect(await tk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await shot(tk, '02-ready');
      await display.screenshot({ path: join(ARTIFACTS, 'display-ready.png') });
    }
    // starts the game clock from the timekeeper; the console sees it run and its board reaches the timekeeper
    {
      await tk.click('[data-testid=tk-game-toggle]');
      await consolePage.waitForSelector('[data-testid=console-game-clock][data-state=running]');
      await display.waitForSelector('[data-testid=game-clock][data-state=running]');
      expect(await text(tk, '[data-testid=tk-game-toggle]')).toBe('Pause');
      // The console enters board 1 by keyboard; the timekeeper's page moves on to board 2.
      for (const key of ['1', '3', 'l', 'Enter']) await consolePage.keyboard.press(key);
      await tk.waitForFunction(
        () => document.querySelector('[data-testid=tk-where]')?.textContent?.includes('board 2') ?? false,
      );
      // The console pauses; the timekeeper sees it paused.
      await consolePage.keyboard.press('g');
      await tk.waitForFunction(
        () => document.querySelector('[data-testid=tk-game-toggle]')?.textContent?.trim() === 'Start',
      );
      expect(await text(tk, '[data-testid=tk-game-clock] .label')).toBe('Paused');
      await tk.click('[data-testid=tk-game-toggle]');
      await consolePage.waitForSelector('[data-testid=console-game-clock][data-state=running]');
    }
    // restarts the stroke clock with one tap; it warns in a colour no side wears, then runs out with the buzzer
    {
      await tk.click('[data-testid=tk-stroke]');
      await consolePage.waitForSelector('[data-testid=console-stroke-clock][data-state=running]');
      await display.waitForSelector('[data-testid=stroke-clock]');
      await tk.waitForSelector('[data-testid=tk-stroke][data-state=warn]', { timeout: 6_000 });
      await display.waitForSelector('[data-testid=stroke-clock][data-state=warn]');
      const warn = await tk.$eval(
        '[data-testid=tk-stroke]',
        (node) => getComputedStyle(node).backgroundColor,
      );
      const displayWarn = await display.$eval(
        '[data-testid=stroke-clock]',
        (node) => getComputedStyle(node).backgroundColor,
      );
      const sideColours = await display.evaluate(() =>
        ['--side-0', '--side-1', '--side-2', '--side-0-text', '--side-1-text'].map((name) => {
          const probe = document.createElement('div');
          probe.style.backgroundColor = `var(${name})`;
          document.body.append(probe);
          const colour = getComputedStyle(probe).backgroundColor;
          probe.remove();
          return colour;
        }),
      );
      expect(warn).toBe('rgb(255, 238, 0)');
      expect(displayWarn).toBe('rgb(255, 238, 0)');
      for (const colour of sideColours) expect(colour).not.toBe(warn);
      await shot(tk, '03-stroke-warn');

      await display.waitForSelector('[data-testid=stroke-clock][data-state=up]', { timeout: 6_000 });
      expect(await text(display, '[data-testid=stroke-clock] .label')).toBe('Stroke time up');
      await tk.waitForSelector('[data-testid=tk-stroke][data-state=up]');
      await display.screenshot({ path: join(ARTIFACTS, 'display-stroke-up.png') });
      await shot(tk, '04-stroke-up');
      // The warning pip (880 Hz) and the buzz (660 Hz) were started on the display, the timekeeper's page and the console.
      for (const page of [display, tk, consolePage]) {
        const hz = (await tones(page)).map((tone) => tone.hz);
        expect(hz).toContain(880);
        expect(hz).toContain(660);
      }
    }
    // a board entered on the console stops the stroke clock; one tap restarts it from full time
    {
      await tk.click('[data-testid=tk-stroke]');
      await consolePage.waitForSelector('[data-testid=console-stroke-clock][data-state=running]');
      for (const key of ['2', '4', 'l', 'Enter']) await consolePage.keyboard.press(key);
      await tk.waitForSelector('[data-testid=tk-stroke][data-state=stopped]');
      expect(await text(tk, '[data-testid=tk-stroke-seconds]')).toBe('7');
      await tk.click('[data-testid=tk-stroke]');
      await tk.waitForSelector('[data-testid=tk-stroke][data-state=running]');
    }
    // a time-out for Bruno counts down on the timekeeper page and the display; a warning is logged
    {
      await tk.click('[data-testid=tk-timeout-1]');
      await tk.waitForSelector('[data-testid=tk-countdown-running][data-kind=timeOut]');
      await display.waitForSelector('[data-testid=official-countdown][data-kind=timeOut]');
      expect(await text(display, '[data-testid=official-countdown]')).toMatch(
        /Time-out · \u2068Bruno\u2069 0:(30|29|28)/,
      ); // the name isolated (issue 23 item 11)
      await shot(tk, '05-time-out');
      await display.screenshot({ path: join(ARTIFACTS, 'display-time-out.png') });
      await tk.click('[data-testid=tk-countdown-stop]');
      await display.waitForSelector('[data-testid=official-countdown]', { state: 'detached' });

      await tk.click('[data-testid=tk-note-side-1]');
      await tk.click('[data-testid=tk-warning]');
      await tk.waitForSelector('[data-testid=tk-log] li[data-kind=warning]');
      expect(await text(tk, '[data-testid=tk-log] li[data-kind=warning]')).toBe(
        'Warning Bruno game 1, board 3',
      );
      const trail = host.store.events(host.current().matchId!).map((e) => e.event.type);
      expect(trail).toEqual(
        expect.arrayContaining(['TimeOutStarted', 'OfficialTimerStopped', 'OfficialNoteRecorded']),
      );
      await tk.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await shot(tk, '06-log');
    }
    // time up: an early call needs a second T on the console; the game ends after the board in play and says so
    {
      await consolePage.keyboard.press('t');
      await consolePage.waitForSelector('[data-testid=time-up-question]');
      expect(await text(consolePage, '[data-testid=time-up-question]')).toMatch(
        /^Call time up in game 1 with 2\d:\d\d still on the clock\? Press T again/,
      );
      await consolePage.screenshot({ path: join(ARTIFACTS, 'console-time-up-question.png') });
      await consolePage.keyboard.press('Escape');
      await consolePage.waitForSelector('[data-testid=time-up-question]', { state: 'detached' });
      expect(await attr(tk, '[data-testid=tk-game-clock] .reading', 'class')).not.toContain('warn');
      const before = (await tones(display)).length;
      await consolePage.keyboard.press('t');
      await consolePage.keyboard.press('t');
      // Both the timekeeper and the display see time up; the display buzzes.
      await tk.waitForFunction(
        () => document.querySelector('[data-testid=tk-game-clock] .label')?.textContent?.trim() === 'Time up',
      );
      await display.waitForSelector('[data-testid=game-clock][data-state=up]');
      await display.waitForFunction(
        (count) => (window as unknown as { __tones: unknown[] }).__tones.length > count,
        before,
      );
      expect((await tones(display)).length).toBeGreaterThan(before);
      expect(host.store.events(host.current().matchId!).at(-1)?.event).toMatchObject({
        type: 'GameTimeUp',
        early: true,
      });
      await shot(tk, '07-time-up');

      // Board 3 is the game's last: 3–4 before it, Asha takes 2 and wins on time, 5–4.
      for (const key of ['1', '2', 'l', 'Enter']) await consolePage.keyboard.press(key);
      await display.waitForSelector('[data-testid=banner][data-kind=gameWon]');
      expect(await text(display, '[data-testid=banner-subtitle]')).toBe('5–4 · Time up after board 3');
      await display.screenshot({ path: join(ARTIFACTS, 'display-time-up-banner.png') });
      // Game 2's clock is ready, not "time up" and not paused; T now is refused in words.
      await display.waitForSelector('[data-testid=game-clock][data-state=ready]');
      await tk.waitForFunction(
        () => document.querySelector('[data-testid=tk-game-clock] .label')?.textContent?.trim() === 'Ready',
      );
      await consolePage.keyboard.press('t');
      await consolePage.waitForSelector('[data-testid=notices] [data-kind=error]');
      expect(await text(consolePage, '[data-testid=notices]')).toContain(
        "Game 2's clock has not been started",
      );
    }
    // between games the interval counts down on both pages
    {
      await tk.click('[data-testid=tk-interval]');
      await tk.waitForSelector('[data-testid=tk-countdown-running][data-kind=interval]');
      await display.waitForSelector('[data-testid=official-countdown][data-kind=interval]');
      expect(await text(display, '[data-testid=official-countdown]')).toMatch(/Interval [12]:\d\d/);
      await shot(tk, '08-interval');
    }
    // the display setting mutes the display’s buzzer; the timekeeper still sounds
    {
      expect(submitParsed(host, { type: 'UpdateDisplay', buzzer: false }, HOST_ORIGIN).ok).toBe(true);
      await display.waitForSelector('[data-testid=clock-alerts][data-muted=true]', { state: 'attached' });
      const displayBefore = (await tones(display)).length;
      const tkBefore = (await tones(tk)).length;
      await tk.click('[data-testid=tk-stroke]');
      await tk.waitForSelector('[data-testid=tk-stroke][data-state=up]', { timeout: 9_000 });
      await display.waitForSelector('[data-testid=stroke-clock][data-state=up]');
      expect((await tones(tk)).length).toBeGreaterThan(tkBefore);
      expect((await tones(display)).length).toBe(displayBefore);
    }
  }, 400_000);

  it('shows the sound box without scrolling on a 7" tablet, a laptop and a phone, in English and Russian', async () => {
    try {
      for (const language of ['en', 'ru'] as const) {
        // The timekeeper's page takes the host's console language when it opens.
        expect(submitParsed(host, { type: 'SetConsoleLanguage', language }, HOST_ORIGIN).ok).toBe(true);
        const t = consoleTranslator(language);
        for (const { width, height } of SOUND_SIZES) {
          const page = await openPage(browser, `${server.url}/timekeeper?pin=${host.pin()}`, width, height);
          try {
            await page.waitForSelector('[data-testid=tk-sound]');
            await page.waitForFunction(
              (title) => document.querySelector('h1')?.textContent === title,
              t('tkTitle'),
            );
            // On the 7" tablet the page is longer than the window: the box has to be placed, not merely fit.
            if (height === 600)
              expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(
                height,
              );
            const place = await soundBoxPlace(page);
            const where = `${language} ${width}×${height}: ${JSON.stringify(place.box)}`;
            expect(place.scrollY, where).toBe(0);
            expect(place.label, where).toBe(t('consoleSound'));
            expect(place.inView, `${where}: inside the window`).toBe(true);
            expect(place.onTop, `${where}: not covered`).toBe(true);
            // Nothing sideways: the header row still fits the width.
            expect(
              await page.evaluate(() => document.documentElement.scrollWidth),
              where,
            ).toBeLessThanOrEqual(width);
            await shot(page, `09-sound-${language}-${width}x${height}`);
          } finally {
            await page.context().close();
          }
        }
      }
    } finally {
      submitParsed(host, { type: 'SetConsoleLanguage', language: 'en' }, HOST_ORIGIN);
    }
  });
});
