import createClient, { type MaybeOptionalInit, type Middleware } from 'openapi-fetch';
import type { PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import type { paths } from './schema.gen';
import { ENCRYPT, FORM_BODY, NO_ENVELOPE, TOKEN, transportFlags } from './transport.gen';
import { ApiError, NETWORK_ERROR_MESSAGE, SESSION_EXPIRED_MESSAGE, isEnvelope, unwrap } from './envelope';
import { expireSession, session } from './session';
import type { EncryptionStrategy } from './encryption/types';
import { createWebCryptoStrategy } from './encryption/webcrypto';
import { createPlatformStrategy } from './encryption/platform';
import { randomKey } from './encryption/platform';

/** A merchant's encryption setting as in merchant config, or a ready strategy. */
export type EncryptionSetting = { strategy: 'webcrypto' | 'platform'; publicKey?: string } | EncryptionStrategy;

/** What the client needs from the app: the brand, the language, and how to encrypt. */
export interface ApiConfig {
  merchantCode: string;
  /** Platform language code (EN, TY, …). */
  language: string;
  encryption?: EncryptionSetting;
}

const config: { merchantCode: string; language: string; encryption: EncryptionStrategy | undefined } = {
  merchantCode: '',
  language: 'EN',
  encryption: undefined,
};

function toStrategy(setting: EncryptionSetting): EncryptionStrategy {
  if ('encrypt' in setting) return setting;
  if (setting.strategy === 'platform') return createPlatformStrategy({ fetchModulus: fetchRsaModulus });
  if (!setting.publicKey) throw new Error('encryption.publicKey is required for the webcrypto strategy');
  return createWebCryptoStrategy(setting.publicKey);
}

/** Sets the brand, language and encryption used by every call; called at boot and on language change. */
export function configureApi(options: Partial<ApiConfig>): void {
  if (options.merchantCode !== undefined) config.merchantCode = options.merchantCode;
  if (options.language !== undefined) config.language = options.language;
  if (options.encryption !== undefined) config.encryption = toStrategy(options.encryption);
}

function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** What the middleware needs of an operation (the contract's x-token, x-encrypt, x-body, x-gateway-version). */
interface TransportMeta {
  token: boolean;
  encrypt: boolean;
  body?: 'form';
  gatewayVersion?: number;
}

function metaOf(request: Request, schemaPath: string): TransportMeta {
  const flags = transportFlags(`${request.method} ${schemaPath}`);
  return {
    token: (flags & TOKEN) !== 0,
    encrypt: (flags & ENCRYPT) !== 0,
    ...(flags & FORM_BODY ? { body: 'form' as const } : {}),
    ...(flags >> 4 ? { gatewayVersion: flags >> 4 } : {}),
  };
}

/** A copy of `request` with another body (only ever called for POST, PUT and DELETE). */
function withBody(request: Request, body: string, headers: Headers): Request {
  return new Request(request.url, {
    method: request.method,
    headers,
    body,
    credentials: request.credentials,
    signal: request.signal,
  });
}

/** Headers every call carries, the token where the contract asks for it, and body encryption or form encoding. */
async function prepare(request: Request, schemaPath: string, token: string | null): Promise<Request> {
  const meta = metaOf(request, schemaPath);
  const headers = request.headers;
  // set() replaces, so there is exactly one Merchant header (a duplicate gets 400 function.not.available).
  headers.set('Merchant', config.merchantCode);
  headers.set('Device', 'web');
  headers.set('Language', config.language);
  headers.set('Content-Type', 'application/json;charset=UTF-8');
  if (typeof navigator !== 'undefined') headers.set('X-Real-UA', base64Utf8(navigator.userAgent));
  if (meta?.token && token) headers.set('Authorization', token);
  else headers.delete('Authorization');
  if (meta?.gatewayVersion) {
    headers.set('X-Gateway-Version', String(meta.gatewayVersion));
    // Free play sends a random string in Encryption and no encrypted body (PLATFORM.md).
    if (!headers.has('Encryption')) headers.set('Encryption', randomKey());
  }

  if (meta?.body === 'form') {
    const text = await request.clone().text();
    const fields = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== null) form.set(name, String(value));
    headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
    return withBody(request, form.toString(), headers);
  }
  if (meta?.encrypt) {
    if (!config.encryption) throw new Error('configureApi({ encryption }) must run before an encrypted call');
    const text = await request.clone().text();
    const sealed = await config.encryption.encrypt(text || '{}');
    for (const [name, value] of Object.entries(sealed.headers)) headers.set(name, value);
    return withBody(request, JSON.stringify(sealed.body), headers);
  }
  return new Request(request, { headers });
}

/**
 * The session token current when each call went out. A 401 to a call sent under another session (the member signed
 * out, or signed in again, while it was out) speaks of that old session and must not end the new one.
 */
const sentUnder = new WeakMap<Request, string | null>();
const staleAnswers = new WeakSet<Response>();

const platformMiddleware: Middleware = {
  async onRequest({ request, schemaPath }) {
    const token = session.getToken();
    const ready = await prepare(request, schemaPath, token);
    sentUnder.set(ready, token);
    return ready;
  },
  onResponse({ request, response }) {
    if (sentUnder.has(request) && sentUnder.get(request) !== session.getToken()) staleAnswers.add(response);
  },
};

/** fetch looked up per call, so test and dev interceptors installed after import still see the request. */
async function platformFetch(request: Request): Promise<Response> {
  try {
    return await globalThis.fetch(request);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('network', NETWORK_ERROR_MESSAGE, { cause: error });
  }
}

/** The raw openapi-fetch client (responses not unwrapped). Prefer `api`. */
export const client = createClient<paths>({
  baseUrl: typeof location === 'undefined' ? '' : location.origin,
  credentials: 'include',
  fetch: platformFetch,
});
client.use(platformMiddleware);

async function fetchRsaModulus(): Promise<string> {
  return api.GET('/wps/session/key/rsa', { params: { query: { t: Date.now() } }, parseAs: 'text' });
}

type Method = 'get' | 'put' | 'post' | 'delete';
type OkBody<Op> = Op extends { responses: { 200: { content: infer C } } } ? C[keyof C] : never;
type Unwrapped<B> = B extends { success: false } ? never : B extends { success: true; value: infer V } ? V : B;
/** The value a call resolves to: the envelope's `value`, or the bare body where the contract allows it. */
export type ApiValue<P extends keyof paths, M extends Method> = Unwrapped<OkBody<paths[P][M]>>;
type InitParam<Init> = RequiredKeysOf<Init> extends never
  ? [(Init & { [key: string]: unknown })?]
  : [Init & { [key: string]: unknown }];
type ApiMethod<M extends Method> = <P extends PathsWithMethod<paths, M>, I extends MaybeOptionalInit<paths[P], M>>(
  url: P,
  ...init: InitParam<I>
) => Promise<ApiValue<P, M>>;

type RawCall = (url: string, init?: unknown) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

async function call(method: Uppercase<Method>, url: string, init: unknown): Promise<unknown> {
  const raw = client[method] as unknown as RawCall;
  const { data, error, response } = await raw(url, init);
  const body = response.ok ? data : error;
  const message = isEnvelope(body) ? body.message : undefined;
  if (response.status === 401 || message === SESSION_EXPIRED_MESSAGE) {
    if (!staleAnswers.has(response)) expireSession();
    throw new ApiError('session-expired', SESSION_EXPIRED_MESSAGE, { status: response.status });
  }
  if (transportFlags(`${method} ${url}`) & NO_ENVELOPE) {
    if (!response.ok) throw unwrapError(body, response.status);
    return data;
  }
  return unwrap(body, { status: response.status, ok: response.ok, bare: url.startsWith('/lgw/') });
}

function unwrapError(body: unknown, status: number): ApiError {
  try {
    unwrap(body, { status, ok: false, bare: false });
  } catch (error) {
    if (error instanceof ApiError) return error;
  }
  return new ApiError('http', 'unknown_error', { status });
}

/**
 * The API: openapi-fetch typing for path, params and body; resolves to the envelope's value and rejects with ApiError.
 * @example const info = await api.GET('/wps/member/info');
 */
export const api = {
  GET: ((url, init) => call('GET', url, init)) as ApiMethod<'get'>,
  POST: ((url, init) => call('POST', url, init)) as ApiMethod<'post'>,
  PUT: ((url, init) => call('PUT', url, init)) as ApiMethod<'put'>,
  DELETE: ((url, init) => call('DELETE', url, init)) as ApiMethod<'delete'>,
};
