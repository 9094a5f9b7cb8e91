import { createRequire } from 'node:module';
import type { LedPortInfo } from '../../shared/led/status';

type Callback = (error: Error | null) => void;

/** The part of a serialport instance the link uses; `SerialPort` and `SerialPortMock` both fit. */
export interface LedPort {
  readonly isOpen: boolean;
  open(callback: Callback): void;
  write(data: Buffer): boolean;
  drain(callback: Callback): void;
  set(options: { readonly dtr?: boolean }, callback: Callback): void;
  close(callback: Callback): void;
  on(event: 'data', listener: (data: Buffer) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'close', listener: (error?: (Error & { disconnected?: boolean }) | null) => void): unknown;
  removeAllListeners(event: 'data' | 'error' | 'close'): unknown;
}

export interface LedPortOpenOptions {
  readonly path: string;
  readonly baudRate: number;
  readonly dataBits: 5 | 6 | 7 | 8;
  readonly parity: 'none' | 'even' | 'odd' | 'mark' | 'space';
  readonly stopBits: 1 | 1.5 | 2;
}

/** Makes a new, not yet opened port instance (a closed instance is never reused). */
export type LedPortFactory = (options: LedPortOpenOptions) => LedPort;

/** The raw port list as serialport's `list()` returns it. */
export interface RawPortInfo {
  readonly path: string;
  readonly manufacturer?: string | undefined;
  readonly serialNumber?: string | undefined;
  readonly vendorId?: string | undefined;
  readonly productId?: string | undefined;
}
export type LedPortLister = () => Promise<readonly RawPortInfo[]>;

const requireHere = createRequire(import.meta.url);
let serialPortClass: typeof import('serialport').SerialPort | null = null;

/** serialport and its native binding, loaded when a board first needs a port, not at start-up. */
function serialPort(): typeof import('serialport').SerialPort {
  serialPortClass ??= (requireHere('serialport') as typeof import('serialport')).SerialPort;
  return serialPortClass;
}

export const serialPortFactory: LedPortFactory = (options) =>
  new (serialPort())({ ...options, autoOpen: false });

export const listSerialPorts: LedPortLister = () => serialPort().list();

export function toLedPortInfo(port: RawPortInfo): LedPortInfo {
  return {
    path: port.path,
    manufacturer: port.manufacturer ?? null,
    serialNumber: port.serialNumber ?? null,
    vendorId: port.vendorId ?? null,
    productId: port.productId ?? null,
  };
}
