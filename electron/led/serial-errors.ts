/** Turns serialport and OS errors into sentences an operator can act on. */

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'unknown error';

export function describeOpenError(error: unknown, path: string): string {
  const message = messageOf(error);
  if (/permission denied|EACCES|access denied/i.test(message)) {
    return `Permission denied on ${path}: add the user to the dialout group (sudo usermod -aG dialout $USER), then log out and back in.`;
  }
  if (/cannot lock|locked|resource temporarily unavailable|EBUSY|busy/i.test(message)) {
    return `${path} is busy: another program (or another board entry) has it open.`;
  }
  if (/no such file|ENOENT|does not exist|file not found|cannot find/i.test(message)) {
    return `Nothing is plugged in at ${path}: check the cable and the USB adapter.`;
  }
  return `Could not open ${path}: ${message}`;
}

export function describeLinkError(error: unknown): string {
  const message = messageOf(error);
  if (/cancel/i.test(message)) {
    return 'The port closed while a frame was being written; reconnecting.';
  }
  if (/EIO|input\/output error|disconnected|ENXIO|ENODEV/i.test(message)) {
    return `Disconnected (${message}): the cable was pulled, the adapter unplugged or the board powered off.`;
  }
  return `Serial error: ${message}`;
}

export const DISCONNECTED_TEXT =
  'Disconnected: the cable was pulled, the adapter unplugged or the board powered off.';
