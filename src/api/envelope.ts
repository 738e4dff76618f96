/** What went wrong with a call: the server said no, the network failed, the session ended, or an unexpected HTTP answer. */
export type ApiErrorKind = 'server' | 'network' | 'session-expired' | 'http';

/** i18n key shown when the request never reached the server (SPEC §8 "network link abnormal"). */
export const NETWORK_ERROR_MESSAGE = 'network_link_abnormal';
/** Server message for a revoked token (logged in elsewhere). */
export const SESSION_EXPIRED_MESSAGE = 'login.not.session';
/** i18n key for an answer that is neither an envelope nor an allowed bare value. */
export const UNKNOWN_ERROR_MESSAGE = 'unknown_error';

/** A failed call; `message` is the server's message or an i18n key. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code?: string;
  readonly status?: number;
  /** The envelope's value on a refusal: details some codes carry (turnover still to play, missing profile fields). */
  readonly value?: unknown;

  constructor(kind: ApiErrorKind, message: string, options: { code?: string; status?: number; cause?: unknown; value?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = kind;
    if (options.code !== undefined) this.code = options.code;
    if (options.status !== undefined) this.status = options.status;
    if (options.value !== undefined && options.value !== null) this.value = options.value;
  }
}

/** The platform's response wrapper. */
export interface Envelope<T = unknown> {
  success: boolean;
  message?: string | null;
  value?: T;
  errorCode?: string | number | null;
}

/** True for `{success: boolean, …}` — the only marker every envelope carries. */
export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && typeof (body as Envelope).success === 'boolean';
}

/**
 * Turns a response body into its value or an ApiError. `bare` allows a body without the envelope, which the lottery
 * gateway (/lgw) may send.
 */
export function unwrap<T>(body: unknown, { status, ok, bare }: { status: number; ok: boolean; bare: boolean }): T {
  if (isEnvelope(body)) {
    if (body.success && ok) return body.value as T;
    const code = body.errorCode === null || body.errorCode === undefined ? undefined : String(body.errorCode);
    const message = body.message || code || UNKNOWN_ERROR_MESSAGE;
    throw new ApiError('server', message, { status, value: body.value, ...(code === undefined ? {} : { code }) });
  }
  if (ok && bare && body !== undefined && body !== '') return body as T;
  throw new ApiError('http', UNKNOWN_ERROR_MESSAGE, { status });
}
