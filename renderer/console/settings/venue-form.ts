import { VenueLinkInputSchema, type VenueLinkInput } from '../../../shared/contract/venue-settings';

/** The venue form's fields as typed (the table as text, so a half-typed number stays visible). */
export interface VenueForm {
  readonly url: string;
  readonly venue: string;
  readonly table: string;
  readonly user: string;
  readonly password: string;
}

export type VenueFormProblem = 'badUrl' | 'badVenue' | 'badTable' | 'badOther';

/**
 * The form checked with the host's own schema; the first problem named by its field. An empty
 * password keeps the stored one.
 */
export function readVenueForm(
  form: VenueForm,
):
  | { readonly ok: true; readonly link: VenueLinkInput }
  | { readonly ok: false; readonly problem: VenueFormProblem } {
  const table = form.table.trim() === '' ? Number.NaN : Number(form.table.trim());
  const parsed = VenueLinkInputSchema.safeParse({
    url: form.url.trim(),
    venue: form.venue.trim(),
    table: Number.isFinite(table) ? table : -1,
    user: form.user.trim(),
    ...(form.password !== '' ? { password: form.password } : {}),
  });
  if (parsed.success) return { ok: true, link: parsed.data };
  const field = parsed.error.issues[0]?.path[0];
  const problem: VenueFormProblem =
    field === 'url' ? 'badUrl' : field === 'venue' ? 'badVenue' : field === 'table' ? 'badTable' : 'badOther';
  return { ok: false, problem };
}
