/** A failure of the disk or database, worded for the operator. */
export class StorageError extends Error {
  constructor(
    message: string,
    readonly sqliteCode: string | null,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

/** Words for what went wrong while saving; nothing was recorded in any of these cases. */
export function describeSaveFailure(error: unknown): StorageError {
  const code = sqliteCodeOf(error);
  const base = code ?? '';
  if (base === 'SQLITE_FULL') {
    return new StorageError(
      'Could not save: the disk is full. Nothing was recorded; free some space on the disk, then enter it again.',
      code,
    );
  }
  if (base.startsWith('SQLITE_READONLY') || base === 'SQLITE_PERM' || base === 'SQLITE_CANTOPEN') {
    return new StorageError(
      'Could not save: the data folder is read-only or not accessible. Nothing was recorded; check the disk, then enter it again.',
      code,
    );
  }
  if (base.startsWith('SQLITE_IOERR')) {
    return new StorageError(
      'Could not save: the disk reported an error while writing. Nothing was recorded; check the disk, then enter it again.',
      code,
    );
  }
  if (base.startsWith('SQLITE_BUSY') || base.startsWith('SQLITE_LOCKED')) {
    return new StorageError(
      'Could not save: the database is in use by another program (is the scoreboard open twice?). Nothing was recorded.',
      code,
    );
  }
  const detail = error instanceof Error ? error.message : String(error);
  return new StorageError(`Could not save: ${detail}. Nothing was recorded.`, code);
}

export function sqliteCodeOf(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'string' && code.startsWith('SQLITE_')) return code;
  }
  return null;
}
