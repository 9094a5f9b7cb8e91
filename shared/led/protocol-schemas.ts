import { z } from 'zod';
import { DEFAULT_ALPHA_OPTIONS, isAlphaFileLabel, isAlphaTypeCode } from './alpha-sign';
import { MATCH_VALUES, SIDE_VALUES, validateTemplate } from './template';

/** The settings of each LED protocol that has any (the protocols table is ./protocols.ts). */
const fileLabel = (what: string, fallback: string) =>
  z
    .string()
    .refine(isAlphaFileLabel, `${what} must be one character from space to u, e.g. A or 1`)
    .default(fallback);

export const alphaProtocolSchema = z
  .object({
    kind: z.literal('alpha'),
    typeCode: z
      .string()
      .refine(isAlphaTypeCode, 'the sign type must be one printable character, Z for all sign types')
      .default(DEFAULT_ALPHA_OPTIONS.typeCode),
    address: z
      .string()
      .regex(
        /^[0-9A-Fa-f]{2}$/,
        'the sign address is two hex digits: 00 for all signs, 01 to FF for one sign',
      )
      .transform((address) => address.toUpperCase())
      .default(DEFAULT_ALPHA_OPTIONS.address),
    target: z.enum(['text', 'string']).default(DEFAULT_ALPHA_OPTIONS.target),
    textLabel: fileLabel('the TEXT file label', DEFAULT_ALPHA_OPTIONS.textLabel),
    stringLabel: fileLabel('the STRING file label', DEFAULT_ALPHA_OPTIONS.stringLabel),
    mode: z.enum(['hold', 'rotate', 'auto']).default(DEFAULT_ALPHA_OPTIONS.mode),
    configureMemory: z.boolean().default(DEFAULT_ALPHA_OPTIONS.configureMemory),
  })
  .refine((alpha) => alpha.target === 'text' || alpha.stringLabel !== '0', {
    message: 'label 0 is the priority TEXT file: choose another STRING file label',
    path: ['stringLabel'],
  })
  .refine((alpha) => alpha.target === 'text' || alpha.stringLabel !== alpha.textLabel, {
    message: 'the TEXT and STRING files need different labels',
    path: ['stringLabel'],
  });

const byteList = z.array(z.int().min(0).max(255));

const templateFieldSchema = z.object({
  value: z.enum([...SIDE_VALUES, ...MATCH_VALUES]),
  side: z.int().min(0).max(2).optional(),
  width: z.int().min(1).max(16),
  pad: z.string().length(1).default('0'),
  align: z.enum(['right', 'left']).default('right'),
});

const templateChecksumSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({
    kind: z.enum(['sum8', 'sum16', 'xor8']),
    covers: z.enum(['body', 'all']).default('body'),
    position: z.enum(['beforeEnd', 'afterEnd']).default('beforeEnd'),
    encoding: z.enum(['raw', 'hex']).default('raw'),
  }),
]);

export const ledTemplateSchema = z
  .object({
    start: byteList.default([]),
    address: z.string().default(''),
    fields: z.array(templateFieldSchema),
    separator: byteList.default([]),
    end: byteList.default([]),
    checksum: templateChecksumSchema.default({ kind: 'none' }),
  })
  .superRefine((template, context) => {
    for (const message of validateTemplate(template)) context.addIssue({ code: 'custom', message });
  });
