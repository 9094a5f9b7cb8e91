/*
 * The upstream broker of "Live results on the internet" (docs/venue.md): each hall's mosquitto
 * bridges its venue there (resources/mosquitto/bridge.conf), and a results relay reads it. The
 * upstream's ACL lets each hall's bridge write only its own venue's table topics and read what
 * comes back, and the relay read the venues and write only confirmations, requests for missing
 * results and its presence. Readers on the internet (a `public` user) read states and results.
 */

/** The upstream's users. */
export const UPSTREAM_USERS = {
  /** A hall's bridge: one per venue. */
  bridge: (venue: string): string => `bridge-${venue}`,
  relay: 'relay',
  /** Pages and software on the internet: read only, and only what the audience sees. */
  public: 'public',
} as const;

export function upstreamAcl(venues: readonly string[]): string {
  const lines = [
    '# carrom results upstream (docs/venue.md): halls bridge their venue here, a relay reads it.',
  ];
  for (const venue of venues) {
    const root = `carrom/v1/${venue}`;
    lines.push(
      '',
      `user ${UPSTREAM_USERS.bridge(venue)}`,
      `topic write ${root}/tables/+/state`,
      `topic write ${root}/tables/+/status`,
      `topic write ${root}/tables/+/results`,
      `topic write ${root}/featured`,
      `topic read ${root}/tables/+/results/ack`,
      `topic read ${root}/tables/+/results/resend`,
      `topic read ${root}/collectors/+`,
    );
  }
  lines.push('', `user ${UPSTREAM_USERS.relay}`);
  for (const venue of venues) {
    const root = `carrom/v1/${venue}`;
    lines.push(
      `topic read ${root}/#`,
      `topic write ${root}/tables/+/results/ack`,
      `topic write ${root}/tables/+/results/resend`,
      `topic write ${root}/collectors/+`,
    );
  }
  lines.push('', `user ${UPSTREAM_USERS.public}`);
  for (const venue of venues) {
    const root = `carrom/v1/${venue}`;
    lines.push(
      `topic read ${root}/tables/+/state`,
      `topic read ${root}/tables/+/status`,
      `topic read ${root}/tables/+/results`,
      `topic read ${root}/featured`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export interface BridgePlace {
  readonly venue: string;
  /** host:port of the upstream broker. */
  readonly address: string;
  readonly password: string;
  /** The CA file for TLS to the upstream; null: a plain TCP bridge (a test, a private network). */
  readonly cafile: string | null;
}

/** resources/mosquitto/bridge.conf for one venue and upstream (the tests use exactly this). */
export function bridgeConf(template: string, place: BridgePlace): string {
  const replace = (text: string, key: string, value: string): string => {
    const line = new RegExp(`^${key} .*$`, 'm');
    if (!line.test(text)) throw new Error(`The bridge template has no "${key}" line.`);
    return text.replace(line, `${key} ${value}`);
  };
  const bridge = UPSTREAM_USERS.bridge(place.venue);
  let text = replace(template, 'connection', `carrom-${place.venue}-upstream`);
  text = replace(text, 'address', place.address);
  text = replace(text, 'remote_username', bridge);
  text = replace(text, 'remote_password', place.password);
  text = replace(text, 'remote_clientid', bridge);
  text =
    place.cafile === null
      ? text.replace(/^bridge_cafile .*\n/m, '')
      : replace(text, 'bridge_cafile', place.cafile);
  return text.replace(/^topic carrom\/v1\/[a-z0-9-]+\//gm, `topic carrom/v1/${place.venue}/`);
}
