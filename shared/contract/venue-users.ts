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
} as const;
