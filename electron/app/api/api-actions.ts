import { roleMayCommand } from '../../../shared/contract/access-roles';
import {
  API_SCOPE_ROLES,
  apiVerbBody,
  apiVerbCommand,
  API_VERB_NAMES,
  API_VERBS,
  isApiVerb,
  type ApiKeySummary,
} from '../../../shared/contract/api';
import { describeIssues, parseCommand } from '../../../shared/contract/parse';
import type { CommandResult } from '../../../shared/contract/results';
import type { ConsoleTranslate } from '../../../shared/i18n/console';
import { refusalText } from '../../../shared/contract/refusal-text';
import type { Host } from '../../host/host';
import { refused } from './api-access';
import { json, MAX_BODY_BYTES, parseObject, refusalAnswer, type ApiAnswer } from './api-http';
/** An `Idempotency-Key` is the host's command id (command-ids.ts): 1 to 64 visible ASCII characters. */
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,64}$/;

export interface ActionRequest {
  readonly verb: string;
  readonly key: ApiKeySummary;
  /** The body's text, or null when it was too large. */
  readonly body: string | null;
  readonly idempotencyKey: string | undefined;
}

/** The featured table's request to the venue's broker; null while this host is in no venue. */
export type FeatureTable = (
  table: number | null,
) => Promise<{ readonly ok: true } | { readonly ok: false; readonly message: string }> | null;

export interface ActionDeps {
  readonly host: Pick<Host, 'submit' | 'apiKeys'>;
  readonly t: ConsoleTranslate;
  readonly feature?: FeatureTable;
}

/**
 * POST /api/v1/actions/{verb}: the verb's console command, checked by the command's own schema,
 * decided by the host as the console's would be (same refusals, same audit trail: "by API: NAME").
 */
export function runAction(request: ActionRequest, deps: ActionDeps): ApiAnswer | Promise<ApiAnswer> {
  const { verb, t } = { verb: request.verb, t: deps.t };
  if (!isApiVerb(verb)) {
    return refusalAnswer(
      refused(
        404,
        'unknown_verb',
        t('api.unknownVerb', { verb: clip(verb), verbs: API_VERB_NAMES.join(', ') }),
      ),
    );
  }
  if (API_VERBS[verb].access === 'board' && !deps.host.apiKeys.access().allowBoardEntry) {
    return refusalAnswer(refused(403, 'board_entry_closed', t('api.boardEntryClosed')));
  }
  const key = request.idempotencyKey;
  if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    return refusalAnswer(refused(400, 'invalid_idempotency_key', t('api.badIdempotencyKey')));
  }
  const body = request.body === null ? null : parseObject(request.body);
  if (body === null) {
    return refusalAnswer(
      refused(
        request.body === null ? 413 : 400,
        'invalid_body',
        t('api.notJson', { kib: MAX_BODY_BYTES / 1024 }),
      ),
    );
  }
  const checked = apiVerbBody(verb)!.safeParse(body, { reportInput: true });
  if (!checked.success) {
    const problem = describeIssues(checked.error.issues);
    return refusalAnswer(refused(400, 'invalid_body', t('api.invalidBody', { verb, problem })));
  }
  if (API_VERBS[verb].access === 'venue') {
    return featureTable(verb, (checked.data as { table: number | null }).table, deps);
  }
  // The contract's own check of the console's command (texts, sizes), as a console's would get.
  const command = parseCommand(apiVerbCommand(verb, checked.data as Record<string, unknown>));
  if (!command.ok)
    return refusalAnswer(
      refused(400, 'invalid_body', t('api.invalidBody', { verb, problem: command.message })),
    );
  // The key's role's row of ROLE_RIGHTS (shared/contract/access-roles.ts) decides, as for any device.
  if (!roleMayCommand(API_SCOPE_ROLES[request.key.scope], command.value.type)) {
    return refusalAnswer(refused(403, 'read_only', t('api.readOnlyKey')));
  }
  // The key's id names the client: the same Idempotency-Key from two keys are two commands.
  const commandKey = key === undefined ? undefined : { client: `api-${request.key.id}`, id: key };
  const origin = { role: 'console', readOnly: false, source: `by API: ${request.key.name}` } as const;
  const result = deps.host.submit(command.value, origin, commandKey);
  if (!result.ok && result.code === 'key_reused') {
    return refusalAnswer(refused(422, 'idempotency_conflict', t('api.idempotencyConflict')));
  }
  return answerOf(verb, result, t);
}

/** The featured table, asked of the venue's broker as the director's overview asks it. */
async function featureTable(verb: string, table: number | null, deps: ActionDeps): Promise<ApiAnswer> {
  const { t } = deps;
  const asked = deps.feature?.(table) ?? null;
  if (asked === null) return refusalAnswer(refused(409, 'not_in_venue', t('api.notInVenue', { verb })));
  const outcome = await asked;
  if (!outcome.ok) {
    return refusalAnswer(refused(409, 'venue_refused', t('api.venueRefused', { verb })), outcome.message);
  }
  return json(200, { ok: true, featured: table });
}

function answerOf(verb: string, result: CommandResult, t: ConsoleTranslate): ApiAnswer {
  if (result.ok) return json(200, { ok: true, revision: result.revision, matchId: result.matchId });
  const status =
    result.code === 'internal' || result.code === 'storage' || result.code === 'not_available' ? 503 : 409;
  // The reason in the operator's language, as the console shows it; the host's own words as detail.
  const reason = refusalText(result, t).text;
  return refusalAnswer(refused(status, result.code, t('api.refused', { verb, reason })), result.message);
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
