/**
 * The user names of the venue's ACL (electron/venue/broker-config.ts writes the ACL): the host's
 * settings show the table's own user when the link names none.
 */
export const VENUE_USERS = {
  table: (table: number): string => `table-${table}`,
  /** Overview screens, LED controllers, tournament software: read only. */
  screen: 'screen',
  /** An overview host whose director picks the featured table. */
  director: 'director',
  /**
   * A table host's second connection, its watcher (once it serves venue screens): a user of its
   * own with the table's password, read only, because mosquitto ties each client id to one user
   * (`use_username_as_clientid`, docs/venue.md) and a user has one connection.
   */
  watch: (user: string): string => `${user}-watch`,
} as const;
