import { parseHexByteList, hexByte } from '../../../shared/led/bytes';
import { parseLedBoardConfig, type LedBoardConfig } from '../../../shared/led/config';
import { DEFAULT_ALPHA_OPTIONS } from '../../../shared/led/alpha-sign';
import type { LedProtocolKind } from '../../../shared/led/protocols';
import { SIDE_VALUES, type TemplateValue } from '../../../shared/led/template';

/** An LED board as the form edits it: plain strings for byte lists, every option present. */
export interface LedForm {
  id: string;
  name: string;
  enabled: boolean;
  portKind: 'path' | 'device';
  path: string;
  serialNumber: string;
  vendorId: string;
  productId: string;
  baudRate: number;
  dataBits: 5 | 6 | 7 | 8;
  parity: 'none' | 'even' | 'odd' | 'mark' | 'space';
  stopBits: 1 | 1.5 | 2;
  protocol: LedProtocolKind;
  /** The line protocol's version: 2 adds each side's C/m left (docs/led-protocol.md). */
  lineVersion: 1 | 2;
  alpha: {
    typeCode: string;
    address: string;
    target: 'text' | 'string';
    textLabel: string;
    stringLabel: string;
    mode: 'hold' | 'rotate' | 'auto';
    configureMemory: boolean;
  };
  template: {
    start: string;
    address: string;
    separator: string;
    end: string;
    fields: { value: TemplateValue; side: number; width: number; pad: string; align: 'right' | 'left' }[];
    checksum: {
      kind: 'none' | 'sum8' | 'sum16' | 'xor8';
      covers: 'body' | 'all';
      position: 'beforeEnd' | 'afterEnd';
      encoding: 'raw' | 'hex';
    };
  };
  keepAliveMs: number;
  arduinoResetDelayMs: number;
  waitForReadyByte: boolean;
  readyByte: number;
  lowerDtrOnOpen: boolean;
}

export function newLedForm(id: string): LedForm {
  return {
    id,
    name: '',
    enabled: true,
    portKind: 'path',
    path: '',
    serialNumber: '',
    vendorId: '',
    productId: '',
    baudRate: 9600,
    dataBits: 8,
    parity: 'none',
    stopBits: 1,
    protocol: 'line',
    lineVersion: 1,
    alpha: { ...DEFAULT_ALPHA_OPTIONS },
    template: {
      start: '02',
      address: '',
      separator: '',
      end: '03',
      fields: [
        { value: 'score', side: 0, width: 2, pad: '0', align: 'right' },
        { value: 'score', side: 1, width: 2, pad: '0', align: 'right' },
      ],
      checksum: { kind: 'none', covers: 'body', position: 'beforeEnd', encoding: 'raw' },
    },
    keepAliveMs: 5000,
    arduinoResetDelayMs: 0,
    waitForReadyByte: false,
    readyByte: 0x52,
    lowerDtrOnOpen: false,
  };
}

const hexList = (bytes: readonly number[]): string => bytes.map(hexByte).join(' ');

export function formFromConfig(config: LedBoardConfig): LedForm {
  const form = newLedForm(config.id);
  form.name = config.name;
  form.enabled = config.enabled;
  if (config.port.kind === 'path') {
    form.portKind = 'path';
    form.path = config.port.path;
  } else {
    form.portKind = 'device';
    form.serialNumber = config.port.serialNumber ?? '';
    form.vendorId = config.port.vendorId ?? '';
    form.productId = config.port.productId ?? '';
  }
  form.baudRate = config.baudRate;
  form.dataBits = config.dataBits;
  form.parity = config.parity;
  form.stopBits = config.stopBits;
  form.protocol = config.protocol.kind;
  if (config.protocol.kind === 'line') form.lineVersion = config.protocol.version;
  if (config.protocol.kind === 'alpha') {
    const { kind: _kind, ...alpha } = config.protocol;
    form.alpha = { ...alpha };
  }
  if (config.protocol.kind === 'template') {
    const t = config.protocol.template;
    form.template = {
      start: hexList(t.start),
      address: t.address,
      separator: hexList(t.separator),
      end: hexList(t.end),
      fields: t.fields.map((f) => ({
        value: f.value,
        side: f.side ?? 0,
        width: f.width,
        pad: f.pad,
        align: f.align,
      })),
      checksum:
        t.checksum.kind === 'none'
          ? { kind: 'none', covers: 'body', position: 'beforeEnd', encoding: 'raw' }
          : { ...t.checksum },
    };
  }
  form.keepAliveMs = config.keepAliveMs;
  form.arduinoResetDelayMs = config.arduinoResetDelayMs;
  form.waitForReadyByte = config.waitForReadyByte;
  form.readyByte = config.readyByte;
  form.lowerDtrOnOpen = config.lowerDtrOnOpen;
  return form;
}

export type FormResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: readonly string[] };

const SIDE_VALUE_NAMES: readonly string[] = SIDE_VALUES;

/** The template part alone, for the live preview. */
export function templateOf(form: LedForm): FormResult<{
  start: number[];
  address: string;
  separator: number[];
  end: number[];
  fields: { value: TemplateValue; side?: number; width: number; pad: string; align: 'right' | 'left' }[];
  checksum: LedForm['template']['checksum'] | { kind: 'none' };
}> {
  const errors: string[] = [];
  const bytes = (label: string, text: string): number[] => {
    const parsed = parseHexByteList(text);
    if (!parsed.ok) {
      errors.push(`${label}: ${parsed.error}`);
      return [];
    }
    return [...parsed.bytes];
  };
  const t = form.template;
  const value = {
    start: bytes('start', t.start),
    address: t.address,
    separator: bytes('separator', t.separator),
    end: bytes('end', t.end),
    fields: t.fields.map((f) =>
      SIDE_VALUE_NAMES.includes(f.value)
        ? { value: f.value, side: f.side, width: f.width, pad: f.pad, align: f.align }
        : { value: f.value, width: f.width, pad: f.pad, align: f.align },
    ),
    checksum: t.checksum.kind === 'none' ? { kind: 'none' as const } : { ...t.checksum },
  };
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value };
}

/** Each protocol's settings as the form holds them (a new protocol must say how, or nothing compiles). */
const PROTOCOL_OF_FORM: Readonly<
  Record<LedProtocolKind, (form: LedForm, template: FormResult<unknown> | null) => unknown>
> = {
  line: (form) => ({ kind: 'line', version: Number(form.lineVersion) }),
  alpha: (form) => ({ kind: 'alpha', ...form.alpha }),
  template: (_form, template) => ({ kind: 'template', template: template?.ok ? template.value : undefined }),
};

/** The board's configuration, checked by the LED module's own schema. */
export function configOf(form: LedForm): FormResult<LedBoardConfig> {
  const template = form.protocol === 'template' ? templateOf(form) : null;
  if (template && !template.ok) return template;
  const port =
    form.portKind === 'path'
      ? { kind: 'path', path: form.path.trim() }
      : {
          kind: 'device',
          ...(form.serialNumber.trim() ? { serialNumber: form.serialNumber.trim() } : {}),
          ...(form.vendorId.trim() ? { vendorId: form.vendorId.trim() } : {}),
          ...(form.productId.trim() ? { productId: form.productId.trim() } : {}),
        };
  const protocol = PROTOCOL_OF_FORM[form.protocol](form, template);
  const parsed = parseLedBoardConfig({
    id: form.id.trim(),
    name: form.name,
    enabled: form.enabled,
    port,
    baudRate: Number(form.baudRate),
    dataBits: Number(form.dataBits),
    parity: form.parity,
    stopBits: Number(form.stopBits),
    protocol,
    keepAliveMs: Number(form.keepAliveMs),
    arduinoResetDelayMs: Number(form.arduinoResetDelayMs),
    waitForReadyByte: form.waitForReadyByte,
    readyByte: Number(form.readyByte),
    lowerDtrOnOpen: form.lowerDtrOnOpen,
  });
  return parsed;
}
