import { describe, expect, it } from 'vitest';
import {
  DISCONNECTED,
  describeLinkError,
  describeOpenError,
  describePortListError,
} from '../../electron/led/serial-errors';

const PATH = '/dev/ttyUSB0';

describe('serial error codes', () => {
  it('classifies open errors and keeps the path and the OS message in the English text', () => {
    expect(
      describeOpenError(new Error('Error: Permission denied, cannot open /dev/ttyUSB0'), PATH).code,
    ).toBe('permission-denied');
    expect(describeOpenError(new Error('EACCES'), PATH).code).toBe('permission-denied');
    expect(
      describeOpenError(new Error('Error Resource temporarily unavailable Cannot lock port'), PATH),
    ).toEqual({
      code: 'port-busy',
      text: `${PATH} is busy: another program (or another board entry) has it open.`,
    });
    expect(describeOpenError(new Error('ENOENT: no such file or directory'), PATH).code).toBe('port-missing');
    expect(describeOpenError(new Error('baud rate not supported'), PATH)).toEqual({
      code: 'open-failed',
      text: `Could not open ${PATH}: baud rate not supported`,
    });
    expect(describeOpenError('strange', PATH)).toEqual({
      code: 'open-failed',
      text: `Could not open ${PATH}: strange`,
    });
  });

  it('classifies link errors', () => {
    expect(
      describeLinkError(new Error('Writing to COM port (GetOverlappedResult): Operation aborted / Canceled'))
        .code,
    ).toBe('write-cancelled');
    expect(describeLinkError(new Error('EIO: i/o error, write'))).toEqual({
      code: 'disconnected',
      text: 'Disconnected (EIO: i/o error, write): the cable was pulled, the adapter unplugged or the board powered off.',
    });
    expect(describeLinkError(new Error('ENXIO')).code).toBe('disconnected');
    expect(describeLinkError(new Error('framing went wrong'))).toEqual({
      code: 'serial-error',
      text: 'Serial error: framing went wrong',
    });
    expect(describeLinkError(42)).toEqual({ code: 'serial-error', text: 'Serial error: unknown error' });
    expect(DISCONNECTED.code).toBe('disconnected');
  });

  it('explains a port list that cannot be read', () => {
    expect(describePortListError(new Error('udev is gone'))).toEqual({
      code: 'port-list-failed',
      text: 'Could not list the serial ports: udev is gone',
    });
  });
});
