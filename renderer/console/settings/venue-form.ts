import type { z } from 'zod';
import { MAX_TABLE, MAX_VENUE_ID_LENGTH } from '../../../shared/contract/venue';
import {
  TLS_FILES,
  VENUE_LINK_LIMITS,
  VenueLinkInputSchema,
  type TlsFieldRule,
  type TlsFile,
  type TlsFileProblem,
  type VenueLinkInput,
  type VenueLinkSettings,
} from '../../../shared/contract/venue-settings';
import { sameDestination, VENUE_PASSWORD_BINDING } from '../../../shared/contract/secret-binding';
import type { ConsoleTranslate } from '../../../shared/i18n/console';

/** The venue form's fields as typed (the table as text, so a half-typed number stays visible). */
export interface VenueForm {
  readonly url: string;
  readonly venue: string;
  readonly table: string;
  readonly user: string;
  readonly password: string;
  /** Paths on the host's computer of the TLS files (mqtts://, wss://); empty for none. */
  readonly ca: string;
  readonly cert: string;
  readonly key: string;
}

/** The fields in the order the form shows them: the first with a problem gets the focus. */
export const VENUE_FIELDS = ['url', 'venue', 'table', 'user', 'password', ...TLS_FILES] as const;
export type VenueField = (typeof VENUE_FIELDS)[number];

/** What is wrong with one field, with the limit it breaks (the host's schema's own numbers). */
export type VenueFormProblem =
  | { readonly rule: 'urlMissing' | 'badUrl' }
  | { readonly rule: 'badVenue' | 'badTable'; readonly max: number }
  | {
      readonly rule: 'urlTooLong' | 'userTooLong' | 'passwordTooLong' | 'pathTooLong';
      readonly max: number;
      readonly length: number;
    }
  | { readonly rule: TlsFieldRule }
  /** The host's own check of the file, once the form was sent (a `tls_file` refusal). */
  | { readonly rule: 'file'; readonly problem: TlsFileProblem['problem']; readonly path: string };

export type VenueFormProblems = Readonly<Partial<Record<VenueField, VenueFormProblem>>>;

export type VenueFormReading =
  | { readonly ok: true; readonly link: VenueLinkInput }
  | { readonly ok: false; readonly problems: VenueFormProblems };

/** Only digits make a table number ("1e2" and "5.5" do not); anything else fails the schema's rule. */
function tableNumber(typed: string): number {
  const trimmed = typed.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : -1;
}

/** The table the form holds by the reader's own rule (digits, 1 to MAX_TABLE); null while it holds none. */
function typedTable(typed: string): number | null {
  const table = tableNumber(typed);
  return VenueLinkInputSchema.shape.table.safeParse(table).success ? table : null;
}

/**
 * The table named in the user field's label (`table-{table}`, the user the host takes when the
 * field is empty): the typed table when it is one, else the placeholder "N" (never "table-0").
 */
export function userLabelTable(typed: string): string {
  const table = typedTable(typed);
  return table === null ? 'N' : String(table);
}

/**
 * Whether saving the form would clear the stored password: the host keeps it, when no password
 * is typed, only for the same destination (the broker address with its scheme and port, the user,
 * the CA, the client certificate and key: shared/contract/secret-binding.ts, the host's own rule).
 */
export function passwordDropped(stored: VenueLinkSettings, form: VenueForm): boolean {
  if (!stored.passwordSet || form.password !== '') return false;
  // A half-typed table is no table: its default user is nobody's (never the stored one).
  const next = { ...form, table: typedTable(form.table) ?? 0 };
  return !sameDestination(VENUE_PASSWORD_BINDING, stored, next);
}

/** The link as the host's schema gets it. An empty password is left out: the stored one is kept. */
function linkOf(form: VenueForm): Record<string, unknown> {
  return {
    url: form.url.trim(),
    venue: form.venue.trim(),
    table: tableNumber(form.table),
    user: form.user.trim(),
    ...(form.password !== '' ? { password: form.password } : {}),
    ca: form.ca.trim(),
    cert: form.cert.trim(),
    key: form.key.trim(),
  };
}

/** The schema's complaint about a field, as the rule the operator reads. */
function problemOf(field: VenueField, issue: z.core.$ZodIssue, form: VenueForm): VenueFormProblem {
  switch (field) {
    case 'url':
      if (issue.code === 'too_small') return { rule: 'urlMissing' };
      if (issue.code === 'too_big')
        return { rule: 'urlTooLong', max: VENUE_LINK_LIMITS.url, length: form.url.trim().length };
      return { rule: 'badUrl' };
    case 'venue':
      return { rule: 'badVenue', max: MAX_VENUE_ID_LENGTH };
    case 'table':
      return { rule: 'badTable', max: MAX_TABLE };
    case 'user':
      return { rule: 'userTooLong', max: VENUE_LINK_LIMITS.user, length: form.user.trim().length };
    case 'password':
      return { rule: 'passwordTooLong', max: VENUE_LINK_LIMITS.password, length: form.password.length };
    default:
      return tlsProblemOf(field, issue, form);
  }
}

/** A TLS field's complaint: too long, or the rule the schema's issue names. */
function tlsProblemOf(field: TlsFile, issue: z.core.$ZodIssue, form: VenueForm): VenueFormProblem {
  if (issue.code === 'too_big')
    return { rule: 'pathTooLong', max: VENUE_LINK_LIMITS.path, length: form[field].trim().length };
  const rule =
    issue.code === 'custom' ? (issue.params as { rule?: TlsFieldRule } | undefined)?.rule : undefined;
  return { rule: rule ?? 'notAbsolute' };
}

/** The host's refusal of a TLS file, as the problem of its field. */
export function hostFileProblem(problem: TlsFileProblem): { field: TlsFile; problem: VenueFormProblem } {
  return { field: problem.file, problem: { rule: 'file', problem: problem.problem, path: problem.path } };
}

const isField = (key: unknown): key is VenueField => VENUE_FIELDS.includes(key as VenueField);

/**
 * The form checked with the host's own schema: the link to send, or every problem, each under
 * the field it belongs to (the first the schema names for that field).
 */
export function readVenueForm(form: VenueForm): VenueFormReading {
  const parsed = VenueLinkInputSchema.safeParse(linkOf(form));
  if (parsed.success) return { ok: true, link: parsed.data };
  const problems: Partial<Record<VenueField, VenueFormProblem>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isField(field)) problems[field] ??= problemOf(field, issue, form);
  }
  return { ok: false, problems };
}

/** The problem in the operator's language: what is wrong and what the field expects. */
export function venueProblemText(problem: VenueFormProblem, t: ConsoleTranslate): string {
  switch (problem.rule) {
    case 'urlMissing':
      return t('venueSettings.urlMissing');
    case 'badUrl':
      return t('venueSettings.badUrl');
    case 'badVenue':
      return t('venueSettings.badVenue', { max: problem.max });
    case 'badTable':
      return t('venueSettings.badTable', { max: problem.max });
    case 'urlTooLong':
      return t('venueSettings.urlTooLong', { max: problem.max, length: problem.length });
    case 'userTooLong':
      return t('venueSettings.userTooLong', { max: problem.max, length: problem.length });
    case 'passwordTooLong':
      return t('venueSettings.passwordTooLong', { max: problem.max, length: problem.length });
    case 'pathTooLong':
      return t('venueSettings.pathTooLong', { max: problem.max, length: problem.length });
    case 'notAbsolute':
      return t('venueSettings.notAbsolute');
    case 'certWithoutKey':
      return t('venueSettings.certWithoutKey');
    case 'keyWithoutCert':
      return t('venueSettings.keyWithoutCert');
    case 'notEncrypted':
      return t('venueSettings.notEncrypted');
    case 'file':
      return fileProblemText(problem.problem, problem.path, t);
  }
}

function fileProblemText(problem: TlsFileProblem['problem'], path: string, t: ConsoleTranslate): string {
  switch (problem) {
    case 'missing':
      return t('venueSettings.fileMissing', { path });
    case 'unreadable':
      return t('venueSettings.fileUnreadable', { path });
    case 'notCertificate':
      return t('venueSettings.notCertificate', { path });
    case 'notKey':
      return t('venueSettings.notKey', { path });
    case 'keyMismatch':
      return t('venueSettings.keyMismatch', { path });
  }
}
