/**
 * The timekeeper's phone gives the LAN PIN once and is remembered: a new tab connects without
 * it. The administrator's console (the start-up URL) lists it by name, last use and role, changes
 * its role (the phone's next command is refused in words), forgets it (the phone is asked for the
 * PIN again), and changes the PIN. Real Chromium on the built pages; needs `npm run build`.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltScreens, type BuiltScreens } from '../support/built-screens';
import { launchChromium } from '../support/chromium';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const FORM = '[data-testid=pin-form]';
const TIMEKEEPER_READY = '[data-testid=tk-no-match]';

/** The start-up token: the console opened with it is the administrator. */
const ADMIN_TOKEN = 'start-up-token-of-this-computer';

let screens: BuiltScreens;
let browser: Browser;

beforeAll(async () => {
  screens = await startBuiltScreens('devices', { requirePin: true, consoleToken: ADMIN_TOKEN });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await screens?.close();
});

/** A new tab of the phone at the timekeeper's page: connected at once, or asked for the PIN. */
async function phoneTab(phone: BrowserContext): Promise<'connected' | 'asked'> {
  const page = await phone.newPage();
  await page.goto(`${screens.server.url}/timekeeper`);
  const shown = await Promise.race([
    page.waitForSelector(TIMEKEEPER_READY).then(() => 'connected' as const),
    page.waitForSelector(FORM).then(() => 'asked' as const),
  ]);
  await page.close();
  return shown;
}

describe('a remembered phone', () => {
  it('needs the PIN once, is listed on the console, and after being forgotten needs it again', async () => {
    const phone = await browser.newContext({ userAgent: PHONE, viewport: { width: 360, height: 640 } });
    const first = await phone.newPage();
    await first.goto(`${screens.server.url}/timekeeper`);
    await first.waitForSelector(FORM);
    await first.fill(`${FORM} input`, screens.host.pin());
    await first.keyboard.press('Enter');
    await first.waitForSelector(TIMEKEEPER_READY);
    await first.close();
    // A new tab: no PIN in its session, only the device token in the browser's storage.
    expect(await phoneTab(phone)).toBe('connected');

    const desk = await browser.newContext({ viewport: { width: 1440, height: 960 } });
    const console = await desk.newPage();
    await console.goto(`${screens.server.url}/console?token=${ADMIN_TOKEN}`);
    await console.waitForSelector('[data-testid=connection][data-status=connected]');
    await console.click('[data-testid=tab-settings]');
    // The phone, and the administrator's own browser (remembered too).
    const names = console.locator('[data-testid=devices-panel] [data-testid=device] .name');
    await expect.poll(() => names.allTextContents()).toContain('Chrome on Android');
    const phoneRow = console.locator('[data-testid=device]', { hasText: 'Chrome on Android' });
    expect(await phoneRow.textContent()).toMatch(/last used .* from 127\.0\.0\.1/);
    // Its role: an operator (it gave the PIN). Made a display here, its page may no longer command.
    const role = phoneRow.locator('[data-testid=device-role]');
    expect(await role.inputValue()).toBe('operator');
    await role.selectOption('display');
    await expect
      .poll(() => screens.host.settings().devices?.find((d) => d.name === 'Chrome on Android')?.role)
      .toBe('display');
    expect(await role.inputValue()).toBe('display');
    // In the operator's language too: the role's name as the console shows it.
    expect(await role.locator('option:checked').textContent()).toBe('Display (read only)');
    await phoneRow.locator('[data-testid=device-forget]').click();
    await expect.poll(() => names.allTextContents()).not.toContain('Chrome on Android');
    expect(await phoneTab(phone)).toBe('asked');

    // A new PIN: a bad one is said under the field and cannot be sent; six digits change it.
    await console.fill('[data-testid=new-pin]', '12a');
    await console.waitForSelector('[data-testid=new-pin-problem]');
    expect(await console.isDisabled('[data-testid=change-pin]')).toBe(true);
    const newPin = screens.host.pin() === '975310' ? '864200' : '975310';
    await console.fill('[data-testid=new-pin]', newPin);
    await console.click('[data-testid=change-pin]');
    await expect.poll(() => screens.host.pin()).toBe(newPin);
    await console.waitForSelector('[data-testid=devices-none]');
    await phone.close();
    await desk.close();
  }, 60_000);
});

describe('an invited phone', () => {
  it('joins from the link the console shows (and its QR code) without the PIN, once; the console lists it at once', async () => {
    const desk = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const console = await desk.newPage();
    await console.goto(`${screens.server.url}/console?token=${ADMIN_TOKEN}`);
    await console.waitForSelector('[data-testid=connection][data-status=connected]');
    await console.click('[data-testid=tab-settings]');
    await console.selectOption('[data-testid=invite-station]', 'umpire');
    await console.selectOption('[data-testid=invite-station]', 'timekeeper');
    // The invitation's role follows the page it opens (and can be changed before it is made).
    expect(await console.inputValue('[data-testid=invite-role]')).toBe('timekeeper');
    await console.click('[data-testid=invite-make]');
    const link = (await console.locator('[data-testid=invite-link]').first().textContent()) ?? '';
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/timekeeper\?invite=[\w-]{43}$/);
    // The QR code is drawn (a square of dark modules) and named for a screen reader.
    const qr = console.locator('[data-testid=invite-qr]');
    expect(await qr.getAttribute('aria-label')).toBe('QR code of the invitation link');
    expect(((await qr.locator('path').getAttribute('d')) ?? '').length).toBeGreaterThan(1000);
    const box = await qr.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(150);
    // Served on this computer only: the console says a phone cannot reach these links yet.
    await console.waitForSelector('[data-testid=invite-loopback]');
    await console.screenshot({ path: 'test-artifacts/console/invitation.png', fullPage: true });

    const phone = await browser.newContext({ userAgent: PHONE, viewport: { width: 360, height: 640 } });
    const page = await phone.newPage();
    await page.goto(link);
    await page.waitForSelector(TIMEKEEPER_READY);
    // Used once: out of the address bar, and the phone is remembered (a new tab needs nothing).
    expect(new URL(page.url()).searchParams.has('invite')).toBe(false);
    const names = console.locator('[data-testid=devices-panel] [data-testid=device] .name');
    await expect.poll(() => names.allTextContents()).toContain('Chrome on Android');
    const invited = console.locator('[data-testid=device]', { hasText: 'Chrome on Android' });
    await expect.poll(() => invited.locator('[data-testid=device-role]').inputValue()).toBe('timekeeper');
    expect(await phoneTab(phone)).toBe('connected');

    // The same link on another phone: refused in words, and the PIN form is offered.
    const other = await browser.newContext({ userAgent: PHONE, viewport: { width: 360, height: 640 } });
    const second = await other.newPage();
    await second.goto(link);
    await second.waitForSelector(FORM);
    expect(await second.textContent('body')).toContain('This invitation was used already or has expired');
    await other.close();
    await phone.close();
    await desk.close();
  }, 60_000);
});
