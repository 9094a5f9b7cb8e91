/** Turns serialport and OS errors into sentences an operator can act on, each with its code. */
import type { LedExplained, LedReasonCode } from '../../shared/led/status';

export type LedReason = LedExplained<LedReasonCode>;

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'unknown error';

export function describeOpenError(error: unknown, path: string): LedReason {
  const message = messageOf(error);
  if (/permission denied|EACCES|access denied/i.test(message)) {
    return {
      code: 'permission-denied',
      text: `Permission denied on ${path}: add the user to the dialout group (sudo usermod -aG dialout $USER), then log out and back in.`,
    };
  }
  if (/cannot lock|locked|resource temporarily unavailable|EBUSY|busy/i.test(message)) {
    return {
      code: 'port-busy',
      text: `${path} is busy: another program (or another board entry) has it open.`,
    };
  }
  if (/no such file|ENOENT|does not exist|file not found|cannot find/i.test(message)) {
    return {
      code: 'port-missing',
      text: `Nothing is plugged in at ${path}: check the cable and the USB adapter.`,
    };
  }
  return { code: 'open-failed', text: `Could not open ${path}: ${message}` };
}

export function describeLinkError(error: unknown): LedReason {
  const message = messageOf(error);
  if (/cancel/i.test(message)) {
    return {
      code: 'write-cancelled',
      text: 'The port closed while a frame was being written; reconnecting.',
    };
  }
  if (/EIO|input\/output error|disconnected|ENXIO|ENODEV/i.test(message)) {
    return {
      code: 'disconnected',
      text: `Disconnected (${message}): the cable was pulled, the adapter unplugged or the board powered off.`,
    };
  }
  return { code: 'serial-error', text: `Serial error: ${message}` };
}

export function describePortListError(error: unknown): LedExplained<'port-list-failed'> {
  return {
    code: 'port-list-failed',
    text: `Could not list the serial ports: ${error instanceof Error ? error.message : String(error)}`,
  };
}

export const DISCONNECTED: LedReason = {
  code: 'disconnected',
  text: 'Disconnected: the cable was pulled, the adapter unplugged or the board powered off.',
};
