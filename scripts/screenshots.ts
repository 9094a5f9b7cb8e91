/*
 * Screenshots of every screen in every language, and a pixel-by-pixel comparison of two sets.
 *
 *   npm run build
 *   npx tsx scripts/screenshots.ts [--out DIR] [--languages en,pl] [--pages console,display]
 *   npx tsx scripts/screenshots.ts --compare DIR_A DIR_B [--diff DIR]
 *
 * Capturing builds nothing: it serves the built pages (out/renderer) from a REAL host started as
 * the e2e tests start one (scripts/screenshots/host-adapter.ts) and opens them in Debian's Chromium.
 * Each state is made on a fresh host through the console's WebSocket commands only (the public
 * contract), so it keeps working when the host's insides change. Clocks are frozen (the host's
 * `now` and the pages' Date through Playwright's clock), no state has a running clock, timers of
 * 4 s or more never fire, and each capture waits for the page's requests and faces, so two runs on
 * the same commit give the same PNGs (docs/testing.md); a page is captured once two captures in a
 * row agree.
 *
 * Comparing lists every image that differs (with its count of differing pixels) or exists in one
 * set only, writes a diff image of each to --diff (default DIR_B-diff), and exits 1 if any.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { WebSocket } from 'ws';
import { startHost, startVenueHub, type StartedHost } from './screenshots/host-adapter';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const STATIC = join(REPO, 'out', 'renderer');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LANGUAGES = ['en', 'pl', 'ru', 'hi', 'zh', 'it'] as const;
type Language = (typeof LANGUAGES)[number];
/** Saturday 14 June 2025, 10:30 UTC: every clock, the host's and the pages', stands here. */
const FROZEN = Date.UTC(2025, 5, 14, 10, 30, 0);
const SETTLE_TRIES = 12;
const QUIET_MS = 500;

type PageName = 'console' | 'display' | 'overlay' | 'timekeeper' | 'umpire';
const PAGE_NAMES: readonly PageName[] = ['console', 'display', 'overlay', 'timekeeper', 'umpire'];

interface Shot {
  readonly page: PageName;
  readonly width: number;
  readonly height: number;
}

const SHOTS: readonly Shot[] = [
  { page: 'console', width: 1920, height: 1080 },
  { page: 'console', width: 1280, height: 720 },
  { page: 'display', width: 1920, height: 1080 },
  { page: 'overlay', width: 1920, height: 1080 },
  { page: 'timekeeper', width: 1920, height: 1080 },
  { page: 'umpire', width: 1920, height: 1080 },
  // The stations run on phones and laptops: their shell and cards are laid out for both.
  { page: 'console', width: 390, height: 844 },
  { page: 'display', width: 1280, height: 720 },
  { page: 'timekeeper', width: 390, height: 844 },
  { page: 'timekeeper', width: 1280, height: 720 },
  { page: 'umpire', width: 390, height: 844 },
  { page: 'umpire', width: 1280, height: 720 },
];

type Command = Record<string, unknown> & { readonly type: string };

const side = (name: string, shortName: string) => ({ name, players: [name], shortName });
const board = (winner: number, pieces: number, queen: 'winner' | 'loser' | 'none', finish = 'normal') => ({
  type: 'RecordBoard',
  entry: { kind: 'sides', winner, pieces, queen, finish },
});
const CREATE: Command = {
  type: 'CreateMatch',
  matchType: 'singles',
  sides: [side('Asha Raman', 'ASHA'), side('Bruno Kowalski', 'BRUNO')],
  stage: 'early',
  info: { event: 'City Open 2025', round: 'Semi-final', table: '3', umpire: 'Chen Wei' },
};
const TOSS: Command = { type: 'RecordToss', winner: 0, choice: 'break' };
/** Game 1 to Asha (12 + 12, then 3 past 22 where the queen no longer counts); game 2 begun. */
const PLAYED: readonly Command[] = [
  board(0, 9, 'winner'),
  board(1, 4, 'loser'),
  board(0, 9, 'winner'),
  board(0, 3, 'winner'),
];

/** A state of the match, made from nothing by these commands; `more` runs until it returns null. */
interface State {
  readonly name: string;
  readonly commands: readonly Command[];
  readonly more?: (phase: string) => Command | null;
}

const FINISHED: State = {
  name: 'finished',
  commands: [CREATE, TOSS, ...PLAYED],
  more: (phase) => (phase === 'matchOver' ? null : board(0, 9, 'winner')),
};

const STATES: readonly State[] = [
  { name: 'no-match', commands: [] },
  { name: 'set-up', commands: [CREATE, TOSS] },
  { name: 'in-play', commands: [CREATE, TOSS, ...PLAYED, board(1, 2, 'none', 'penalty')] },
  FINISHED,
];

/** The console's side of the WebSocket contract: commands in, results and state pushes out. */
class CommandSocket {
  private nextId = 1;
  private readonly waiting = new Map<number, (result: { ok: boolean; message?: string }) => void>();
  revision = 0;
  phase = 'setup';
  pushes = 0;

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as {
        type: string;
        id?: number;
        result?: { ok: boolean; message?: string };
        push?: { revision: number; view: { phase: string } };
      };
      if (message.type === 'state' && message.push) {
        this.pushes++;
        this.revision = Math.max(this.revision, message.push.revision);
        this.phase = message.push.view.phase;
      }
      if (message.type === 'result' && typeof message.id === 'number' && message.result)
        this.waiting.get(message.id)?.(message.result);
    });
  }

  static open(baseUrl: string): Promise<CommandSocket> {
    return new Promise((done, fail) => {
      const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws?role=console`, {
        headers: { Origin: baseUrl },
      });
      const client = new CommandSocket(socket);
      socket.once('open', () => done(client));
      socket.once('error', fail);
    });
  }

  async submit(command: Command): Promise<void> {
    const id = this.nextId++;
    const result = await new Promise<{ ok: boolean; message?: string }>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`no result for ${command.type}`)), 30_000);
      this.waiting.set(id, (answer) => {
        clearTimeout(timer);
        done(answer);
      });
      this.socket.send(JSON.stringify({ type: 'command', id, command }));
    });
    this.waiting.delete(id);
    if (!result.ok) throw new Error(`the host refused ${JSON.stringify(command)}: ${result.message}`);
  }

  close(): void {
    this.socket.close();
  }
}

async function makeState(socket: CommandSocket, state: State, language: Language): Promise<void> {
  await socket.submit({ type: 'UpdateDisplay', language });
  for (const command of state.commands) await socket.submit(command);
  if (!state.more) return;
  for (let step = 0; step < 100; step++) {
    await quiet(socket);
    const next = state.more(socket.phase);
    if (next === null) return;
    await socket.submit(next);
  }
  throw new Error(`state ${state.name} did not end within 100 more commands`);
}

/** Waits until no state push has come for a while: the last command's push is in. */
async function quiet(socket: CommandSocket): Promise<void> {
  for (let seen = -1; seen !== socket.pushes;) {
    seen = socket.pushes;
    await new Promise((done) => setTimeout(done, 300));
  }
}

/*
 * What runs in the page is written as text: this file is checked as Node code (tsconfig.node.json),
 * without the DOM's types.
 */

/**
 * A timer of HOLD_MS or more never fires (it is set for 2^31-1 ms instead): a banner's hold
 * (BANNER_HOLD_MS, 4 s) or a venue page's turn would otherwise end before or after the capture
 * depending on how busy the machine is. Every page is photographed as it is in its first seconds.
 */
const HOLD_MS = 4000;
const HOLD_LONG_TIMERS = `for (const name of ['setTimeout', 'setInterval']) {
  const real = window[name].bind(window);
  window[name] = (handler, delay, ...rest) => real(handler, Number(delay) >= ${HOLD_MS} ? 2147483647 : delay, ...rest);
}`;

/** What a page logs as an error or throws: the run fails with these listed. */
const problems: string[] = [];

async function openContext(browser: Browser, language: Language, width: number, height: number) {
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'en-GB',
    timezoneId: 'UTC',
  });
  await context.clock.setFixedTime(FROZEN);
  await context.addInitScript({
    content: `window.localStorage.setItem('carrom.console.language', ${JSON.stringify(language)});`,
  });
  await context.addInitScript({ content: HOLD_LONG_TIMERS });
  return context;
}

/** Each watched page's requests not yet answered (a language's messages, a font, ...). */
const inFlight = new WeakMap<Page, Set<Request>>();

function watch(page: Page, where: string): void {
  page.on('pageerror', (error) => problems.push(`${where}: page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${where}: logged an error: ${message.text()}`);
  });
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/**
 * Waits until the page has had no request open for half a second: what a page fetches on its own
 * after it shows its state (the preview's language, a face for new text) is in before a capture.
 */
async function networkQuiet(page: Page): Promise<void> {
  const open = inFlight.get(page);
  if (!open) throw new Error('networkQuiet: the page is not watched');
  const until = Date.now() + 60_000;
  for (let quietSince = Date.now(); Date.now() - quietSince < QUIET_MS;) {
    if (Date.now() > until)
      throw new Error(`requests still open after a minute: ${[...open].map((one) => one.url()).join(', ')}`);
    if (open.size > 0) quietSince = Date.now();
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** What the wait predicates use of the page (this file is type-checked without the DOM's types). */
interface PageGlobals {
  readonly document: {
    querySelector(selector: string): { getAttribute(name: string): string | null } | null;
  };
}

/** The page shows the host's state at `revision`, its fonts are in and it has laid out. */
async function settled(page: Page, name: PageName, revision: number): Promise<void> {
  const wait = { timeout: 60_000 };
  if (name === 'console') {
    // A function, not a string: a string predicate is evaluated with eval, which the pages' CSP refuses.
    await page.waitForFunction(
      (atLeast) => {
        const root = (globalThis as unknown as PageGlobals).document.querySelector('[data-testid=console]');
        return (
          root?.getAttribute('data-ready') === 'true' && Number(root.getAttribute('data-revision')) >= atLeast
        );
      },
      revision,
      wait,
    );
  } else if (name === 'umpire') {
    await page.waitForSelector('[data-testid=umpire-link].connected', wait);
    await page.waitForSelector('[data-testid=umpire-no-match], [data-testid=umpire-board]', wait);
  } else if (name === 'timekeeper') {
    await page.waitForSelector('[data-testid=tk-link].connected', wait);
    await page.waitForSelector('[data-testid=tk-no-match], [data-testid=tk-where]', wait);
  } else {
    await page.waitForFunction(
      (atLeast) => {
        const shown = (globalThis as unknown as PageGlobals).document
          .querySelector('[data-revision]')
          ?.getAttribute('data-revision');
        return !!shown && Number(shown) >= atLeast;
      },
      revision,
      wait,
    );
  }
}

async function fontsAndFrames(page: Page): Promise<void> {
  // Every face the page's text needs is asked for by name (a select's text in Hindi was drawn in
  // the fallback face in one run of two otherwise), then the page lays out twice.
  await page.evaluate(`(async () => {
    const loads = [];
    for (const element of document.querySelectorAll('body *')) {
      const own = [...element.childNodes].filter((node) => node.nodeType === 3).map((node) => node.textContent);
      if (element instanceof HTMLSelectElement) own.push(...[...element.options].map((option) => option.text));
      if (element instanceof HTMLInputElement) own.push(element.value, element.placeholder);
      const text = own.join(' ').trim();
      if (!text) continue;
      const style = getComputedStyle(element);
      const font = [style.fontStyle, style.fontWeight, style.fontSize, style.fontFamily].join(' ');
      loads.push(document.fonts.load(font, text).catch(() => []));
    }
    await Promise.all(loads);
    await document.fonts.ready;
    // A form control laid out before its face arrived keeps its text where the fallback face put it
    // (Chromium moves it by a fraction of a pixel only when the control is laid out again): which
    // of the two a run saw depended on whether the face or the first layout came first.
    for (const control of document.querySelectorAll('select, input, textarea')) {
      const family = control.style.getPropertyValue('font-family');
      const priority = control.style.getPropertyPriority('font-family');
      control.style.setProperty('font-family', 'monospace', 'important');
      void control.offsetWidth;
      if (family) control.style.setProperty('font-family', family, priority);
      else control.style.removeProperty('font-family');
      void control.offsetWidth;
    }
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  })()`);
}

/**
 * Captures until two captures in a row are the same image, then writes it; before each capture the
 * page's requests are answered and the faces of all its text loaded, whatever changed since.
 */
async function capture(page: Page, path: string): Promise<void> {
  let last: Buffer | null = null;
  for (let attempt = 0; attempt < SETTLE_TRIES; attempt++) {
    await networkQuiet(page);
    await fontsAndFrames(page);
    const image = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    if (last !== null && image.equals(last)) {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, image);
      return;
    }
    last = image;
    await page.waitForTimeout(300);
  }
  problems.push(`${relative(REPO, path)}: the page did not settle (${SETTLE_TRIES} captures all differed)`);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, last!);
}

async function withContext(
  browser: Browser,
  language: Language,
  size: { width: number; height: number },
  use: (context: BrowserContext) => Promise<void>,
): Promise<void> {
  const context = await openContext(browser, language, size.width, size.height);
  try {
    await use(context);
  } finally {
    await context.close();
  }
}

async function captureState(
  browser: Browser,
  out: string,
  language: Language,
  state: State,
  shots: readonly Shot[],
): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'carrom-screens-'));
  const host = await startHost({ dataDir, staticDir: STATIC, now: () => FROZEN });
  let count = 0;
  try {
    const socket = await CommandSocket.open(host.url);
    try {
      await makeState(socket, state, language);
      await quiet(socket);
    } finally {
      socket.close();
    }
    for (const shot of shots) {
      await withContext(browser, language, shot, async (context) => {
        const page = await context.newPage();
        const name = `${shot.page}-${shot.width}x${shot.height}`;
        watch(page, `${language}/${state.name}/${name}`);
        await page.goto(`${host.url}/${shot.page}`);
        await settled(page, shot.page, socket.revision);
        await capture(page, join(out, language, state.name, `${name}.png`));
        count++;
      });
    }
  } finally {
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return count;
}

/** The venue's overview and results, fed by two tables (each a host of its own) over a hub. */
async function captureVenue(browser: Browser, out: string, languages: readonly Language[]): Promise<number> {
  const root = mkdtempSync(join(tmpdir(), 'carrom-screens-venue-'));
  const hub = await startVenueHub();
  const started: StartedHost[] = [];
  let count = 0;
  try {
    const screen = await startHost({
      dataDir: join(root, 'screen'),
      staticDir: STATIC,
      now: () => FROZEN,
      venue: { hubUrl: hub.url, name: 'hall' },
    });
    started.push(screen);
    const revisions: number[] = [];
    for (const [number, state] of [
      [1, STATES.find((one) => one.name === 'in-play')!],
      [
        2,
        {
          ...FINISHED,
          commands: [
            { ...CREATE, sides: [side('Dilip Kumar', 'DILIP'), side('Elena Rossi', 'ELENA')] },
            TOSS,
          ],
        },
      ],
    ] as const) {
      const table = await startHost({
        dataDir: join(root, `table-${number}`),
        staticDir: STATIC,
        now: () => FROZEN,
        table: { hubUrl: hub.url, venue: 'hall', number },
      });
      started.push(table);
      const socket = await CommandSocket.open(table.url);
      await makeState(socket, state, 'en');
      await quiet(socket);
      revisions.push(socket.revision);
      socket.close();
    }
    for (const language of languages) {
      for (const path of ['venue', 'venue/results']) {
        await withContext(browser, language, { width: 1920, height: 1080 }, async (context) => {
          const page = await context.newPage();
          const name = path.replace('/', '-');
          watch(page, `${language}/venue/${name}`);
          await page.goto(`${screen.url}/${path}?lang=${language}`);
          // The overview shows both tables' latest state; the results list the finished match.
          const ready =
            path === 'venue'
              ? revisions.map(
                  (revision, index) =>
                    `[data-testid=venue-table][data-table="${index + 1}"][data-revision="${revision}"][data-status=online]`,
                )
              : ['[data-testid=venue-result]'];
          for (const selector of ready) await page.waitForSelector(selector, { timeout: 60_000 });
          await capture(page, join(out, language, 'venue', `${name}-1920x1080.png`));
          count++;
        });
      }
    }
  } finally {
    for (const host of started.reverse()) await host.close();
    await hub.close();
    rmSync(root, { recursive: true, force: true });
  }
  return count;
}

function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

function listOption<T extends string>(
  args: readonly string[],
  name: string,
  all: readonly T[],
): readonly T[] {
  const given = option(args, name);
  if (given === undefined) return all;
  const picked = given.split(',');
  const unknown = picked.filter((item) => !all.includes(item as T));
  if (unknown.length > 0)
    throw new Error(`${name}: unknown ${unknown.join(', ')} (known: ${all.join(', ')})`);
  return picked as T[];
}

async function captureAll(args: readonly string[]): Promise<void> {
  if (!statSync(join(STATIC, 'console', 'index.html'), { throwIfNoEntry: false }))
    fail('out/renderer is missing: run `npm run build` first.');
  const out = resolve(option(args, '--out') ?? join(REPO, 'test-artifacts', 'screenshots'));
  const languages = listOption(args, '--languages', LANGUAGES);
  const pages = listOption(args, '--pages', [...PAGE_NAMES, 'venue'] as const);
  rmSync(out, { recursive: true, force: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--font-render-hinting=none',
      '--hide-scrollbars',
      // One raster thread, whole tiles: a blurred shadow's edge came out ±1 between runs otherwise.
      '--num-raster-threads=1',
      '--disable-partial-raster',
      '--force-color-profile=srgb',
    ],
  });
  let count = 0;
  try {
    const shots = SHOTS.filter((shot) => pages.includes(shot.page));
    for (const language of languages) {
      if (shots.length === 0) continue;
      for (const state of STATES) count += await captureState(browser, out, language, state, shots);
      console.log(`${language}: ${count} images so far`);
    }
    if (pages.includes('venue')) count += await captureVenue(browser, out, languages);
  } finally {
    await browser.close();
  }
  console.log(`${count} images in ${out}`);
  if (problems.length > 0) fail(`The pages had problems:\n${problems.join('\n')}`);
}

function pngsUnder(dir: string): string[] {
  const walk = (path: string): string[] =>
    statSync(path).isDirectory()
      ? readdirSync(path)
          .sort()
          .flatMap((entry) => walk(join(path, entry)))
      : path.endsWith('.png')
        ? [relative(dir, path)]
        : [];
  return walk(dir);
}

/** Differing pixels of two PNGs (any difference counts: threshold 0, anti-aliased edges too), and the diff image. */
function comparePngs(a: PNG, b: PNG): { readonly pixels: number; readonly diff: PNG } | 'size' {
  if (a.width !== b.width || a.height !== b.height) return 'size';
  const diff = new PNG({ width: a.width, height: a.height });
  const pixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0, includeAA: true });
  return { pixels, diff };
}

function compare(dirA: string, dirB: string, diffDir: string): number {
  const a = new Set(pngsUnder(dirA));
  const b = new Set(pngsUnder(dirB));
  const lines: string[] = [];
  for (const name of [...a].filter((name) => !b.has(name))) lines.push(`${name}: only in ${dirA}`);
  for (const name of [...b].filter((name) => !a.has(name))) lines.push(`${name}: only in ${dirB}`);
  const both = [...a].filter((name) => b.has(name));
  // Diff images of an earlier comparison go; nothing else in the folder is touched.
  if (statSync(diffDir, { throwIfNoEntry: false })?.isDirectory())
    for (const old of pngsUnder(diffDir)) rmSync(join(diffDir, old));
  for (const name of both) {
    const bytesA = readFileSync(join(dirA, name));
    const bytesB = readFileSync(join(dirB, name));
    if (bytesA.equals(bytesB)) continue;
    const pngA = PNG.sync.read(bytesA);
    const pngB = PNG.sync.read(bytesB);
    const result = comparePngs(pngA, pngB);
    if (result === 'size') {
      lines.push(`${name}: ${pngA.width}x${pngA.height} against ${pngB.width}x${pngB.height}`);
      continue;
    }
    if (result.pixels === 0) continue;
    lines.push(`${name}: ${result.pixels} pixels differ`);
    const path = join(diffDir, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, PNG.sync.write(result.diff));
  }
  console.log(`${both.length} images in both, ${lines.length} differing or missing`);
  for (const line of lines) console.log(`  ${line}`);
  if (lines.length > 0) console.log(`diff images in ${diffDir}`);
  return lines.length;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(args: readonly string[]): Promise<void> {
  const at = args.indexOf('--compare');
  if (at < 0) return captureAll(args);
  const dirA = args[at + 1];
  const dirB = args[at + 2];
  if (dirA === undefined || dirB === undefined) fail('usage: --compare DIR_A DIR_B [--diff DIR]');
  const diffDir = resolve(option(args, '--diff') ?? `${resolve(dirB)}-diff`);
  if (compare(resolve(dirA), resolve(dirB), diffDir) > 0) process.exit(1);
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)),
);
