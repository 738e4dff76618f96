import { ApiError, NETWORK_ERROR_MESSAGE } from '@/api';

/** A refused call that keeps the envelope's `value` (the login's captcha flag, the unregistered-IP challenge). */
export class FlowCallError extends Error {
  override readonly name = 'FlowCallError';
  readonly value: unknown;
  readonly code: string | undefined;

  constructor(message: string, value: unknown, code?: string) {
    super(message);
    this.value = value;
    this.code = code;
  }
}

interface RawResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * Unwraps an openapi-fetch answer, keeping a failure's `value`: `api` drops it, and SPEC §4 step 7 needs it.
 * Network failures stay ApiError('network').
 */
export async function unwrapKeepingValue<T>(call: Promise<RawResult>): Promise<T> {
  let raw: RawResult;
  try {
    raw = await call;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('network', NETWORK_ERROR_MESSAGE, { cause: error });
  }
  const body = (raw.response.ok ? raw.data : raw.error) as
    | { success?: unknown; message?: unknown; value?: unknown; errorCode?: unknown }
    | undefined;
  if (body && body.success === true && raw.response.ok) return body.value as T;
  const code = body?.errorCode === null || body?.errorCode === undefined ? undefined : String(body.errorCode);
  const message = typeof body?.message === 'string' && body.message ? body.message : (code ?? 'unknown_error');
  throw new FlowCallError(message, body?.value ?? null, code);
}
