import { VENUE_USERS } from './venue-users';

/**
 * A stored secret goes only where it was given. Each secret the host keeps is bound to the
 * fields that say where it is sent and whom it is trusted to: when any of them changes and the
 * secret is not typed again, it is cleared rather than sent on. A later stored secret adds one
 * more row here (its fields, and how to read them from what is stored), and the host and the
 * console's form both follow it.
 */
export interface SecretBinding<T> {
  /** In the operator's terms, for the docs and the tests: the fields it is bound to. */
  readonly fields: readonly string[];
  /** The value of each field as it decides the destination (defaults resolved). */
  destination(stored: T): readonly string[];
}

/** The fields of the venue link that decide where its password may go. */
export interface VenueLinkDestination {
  readonly url: string;
  readonly user: string;
  readonly table: number;
  readonly ca: string;
  readonly cert: string;
  readonly key: string;
}

/**
 * The broker password: the broker's address (scheme, so TLS or not, and port included), the user
 * the host logs in as (an empty user is the table's own, `table-<n>`), and the trust of the link:
 * the CA that must have signed the broker's certificate and this host's client certificate and
 * key. Another CA is another set of brokers the password would reach.
 */
export const VENUE_PASSWORD_BINDING: SecretBinding<VenueLinkDestination> = {
  fields: ['url', 'user', 'ca', 'cert', 'key'],
  destination: (link) => [
    link.url.trim(),
    link.user.trim() === '' ? VENUE_USERS.table(link.table) : link.user.trim(),
    link.ca.trim(),
    link.cert.trim(),
    link.key.trim(),
  ],
};

/** Whether a secret stored for `stored` may go to `next` without being typed again. */
export function sameDestination<T>(binding: SecretBinding<T>, stored: T, next: T): boolean {
  const before = binding.destination(stored);
  const after = binding.destination(next);
  return before.length === after.length && before.every((value, index) => value === after[index]);
}
