import { afterEach, describe, expect, it } from 'vitest';
import { openHost, type Host } from '../../electron/host/host';
import { MAX_VENUE_ID_LENGTH } from '../../shared/contract/venue';
import { CONSOLE, tempDir } from '../host/helpers';
import { submitParsed } from '../support/parsed';

/** The venue link in the host's settings: checked at the boundary, stored, the password never shown. */
describe('SetVenueLink', () => {
  const dir = tempDir('venue-settings-store-');
  let host: Host | null = null;
  afterEach(() => {
    host?.close();
    host = null;
  });

  const link = { url: 'mqtt://192.168.1.10:1883', venue: 'hall', table: 7, user: '', password: 'secret-7' };

  it.each([
    [{ ...link, url: 'http://192.168.1.10' }, 'must start with mqtt://'],
    [{ ...link, url: 'mqtt://' }, 'must start with mqtt://'],
    [{ ...link, venue: 'Big Hall' }, `venue id must be 1 to ${MAX_VENUE_ID_LENGTH} lower-case letters`],
    [{ ...link, table: 0 }, 'table must be a whole number from 1 to 999'],
    [{ ...link, table: 1000 }, 'table must be a whole number from 1 to 999'],
    [{ ...link, table: 2.5 }, 'table must be a whole number from 1 to 999'],
  ])('refuses %o in words and changes nothing', (bad, words) => {
    host = openHost({ dataDir: dir.path + '/bad' });
    const revision = host.current().revision;
    const result = submitParsed(host, { type: 'SetVenueLink', link: bad }, CONSOLE);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toContain(words);
    expect(host.settings().venueLink ?? null).toBeNull();
    expect(host.current().revision).toBe(revision);
  });

  it('stores the link across a restart; screens see the password only as set', () => {
    const dataDir = dir.path + '/good';
    host = openHost({ dataDir });
    expect(submitParsed(host, { type: 'SetVenueLink', link }, CONSOLE).ok).toBe(true);
    expect(host.settings().venueLink).toEqual({
      url: link.url,
      venue: 'hall',
      table: 7,
      user: '',
      passwordSet: true,
      ca: '',
      cert: '',
      key: '',
    });
    expect(JSON.stringify(host.settings())).not.toContain('secret-7');
    host.close();

    host = openHost({ dataDir });
    // A change without a password keeps the stored one for the same broker and user…
    const { password: _password, ...withoutPassword } = link;
    expect(
      submitParsed(host, { type: 'SetVenueLink', link: { ...withoutPassword, venue: 'hall-b' } }, CONSOLE).ok,
    ).toBe(true);
    expect(host.store.setting('venueLink')).toMatchObject({ venue: 'hall-b', password: 'secret-7' });
    expect(host.settings().venueLink?.passwordSet).toBe(true);
    // …and clears it for another user (here the default one of another table, table-8).
    expect(
      submitParsed(host, { type: 'SetVenueLink', link: { ...withoutPassword, table: 8 } }, CONSOLE).ok,
    ).toBe(true);
    expect(host.store.setting('venueLink')).toMatchObject({ table: 8, password: '' });
    expect(host.settings().venueLink?.passwordSet).toBe(false);

    expect(submitParsed(host, { type: 'SetVenueLink', link: null }, CONSOLE).ok).toBe(true);
    expect(host.settings().venueLink).toBeNull();
    expect(host.store.setting('venueLink')).toBeNull();
  });
});
