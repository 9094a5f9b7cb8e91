/**
 * WebSocket close codes the host uses (4000–4999 are for applications). No schema here: the
 * screens' client imports this file without loading zod.
 */
export const CLOSE_CODES = {
  pinRequired: 4401,
  forbidden: 4403,
  badRole: 4400,
  shuttingDown: 1001,
} as const;
