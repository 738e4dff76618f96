import { HttpResponse } from 'msw';
import { operations } from '../src/api/operations.gen.ts';
import { decryptValue } from './crypto.ts';
import { merchantFor, type SandboxMerchant } from './merchants.ts';
import { SLOW_DELAY_MS, scenarioOf, type ScenarioName } from './scenarios.ts';
import { memberForToken, takeForcedError, type StoredMember } from './store.ts';

/** Success envelope. */
export function ok<T>(value: T) {
  return { success: true as const, message: null, value };
}

/** Failure envelope: `message` is what the site shows (an i18n key where SPEC names one), `errorCode` the platform code. */
export function fail(message: string, errorCode?: string, value?: unknown) {
  return { success: false as const, message, errorCode: errorCode ?? null, value: value ?? null };
}

export function failure(status: number, message: string, errorCode?: string, value?: unknown): Response {
  return HttpResponse.json(fail(message, errorCode, value), { status });
}

/** Everything a handler needs about one request once it has passed the gate. */
export interface Context {
  request: Request;
  url: URL;
  scenario: ScenarioName;
  merchant: SandboxMerchant;
  token: string | null;
  member: StoredMember | undefined;
}

export interface AuthedContext extends Context {
  member: StoredMember;
}

export type Gate<C> = { stop: Response; ctx?: undefined } | { stop?: undefined; ctx: C };

/** Picks the scenario for a request: a fixed one (test/story handler sets) or the request's own. */
export type ScenarioSource = (request: Request) => ScenarioName;
export const requestScenario: ScenarioSource = scenarioOf;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The checks every platform call goes through, in the platform's order: scenario (offline, slow), exactly one
 * Merchant header, then the token when the contract marks the operation x-token.
 */
export async function gate(request: Request, operation: string, scenarioSource: ScenarioSource): Promise<Gate<Context>> {
  const scenario = scenarioSource(request);
  if (scenario === 'api-offline') return { stop: HttpResponse.error() };
  if (scenario === 'slow') await sleep(SLOW_DELAY_MS);
  const merchantHeader = request.headers.get('Merchant');
  if (!merchantHeader) return { stop: failure(400, 'merchant_required', 'request_param_err') };
  // Headers joins repeated values with ", ": the platform rejects a duplicate Merchant header.
  if (merchantHeader.includes(',')) return { stop: failure(400, 'function.not.available', 'function.not.available') };
  const token = request.headers.get('Authorization');
  const member = memberForToken(token);
  const meta = operations[operation];
  if (!meta) throw new Error(`sandbox handler for an operation not in the contract: ${operation}`);
  if (meta.token && !member) return { stop: failure(401, 'login.not.session', 'login.not.session') };
  const forced = takeForcedError(operation);
  if (forced) return { stop: failure(400, forced.message ?? forced.code, forced.code, forced.value) };
  return {
    ctx: { request, url: new URL(request.url), scenario, merchant: merchantFor(merchantHeader.trim()), token, member },
  };
}

/** Narrows a gated context to a logged-in member (the gate already answered 401 for x-token operations). */
export function authed(ctx: Context): AuthedContext {
  if (!ctx.member) throw new Error('authed() on an operation without x-token');
  return ctx as AuthedContext;
}

/** Reads a JSON (or form) body; `{value}` bodies with the encryption headers are decrypted. */
export async function readBody(request: Request): Promise<{ body: Record<string, unknown> } | { stop: Response }> {
  const type = request.headers.get('Content-Type') ?? '';
  const text = await request.text();
  if (type.includes('application/x-www-form-urlencoded'))
    return { body: Object.fromEntries(new URLSearchParams(text)) };
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    return { stop: failure(400, 'request_param_err', 'request_param_err') };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { stop: failure(400, 'request_param_err', 'request_param_err') };
  const record = parsed as Record<string, unknown>;
  if (typeof record.value === 'string' && Object.keys(record).length === 1) {
    if (!request.headers.get('Encryption') && !request.headers.get('X-RSA'))
      return { stop: failure(400, 'request_body_required', 'request_body_required') };
    try {
      const plain = await decryptValue(record.value, request.headers);
      if (typeof plain !== 'object' || plain === null) throw new Error('not an object');
      return { body: plain as Record<string, unknown> };
    } catch {
      return { stop: failure(400, 'request_body_required', 'decrypt_failed') };
    }
  }
  return { body: record };
}

export function str(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

export function int(value: string | null | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}
