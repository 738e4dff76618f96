import { describe, expect, it } from 'vitest';
import { ApiError, isEnvelope, unwrap } from '@/api/envelope';

/** The error `run` throws; fails the test when it throws nothing. */
function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('unwrap', () => {
  it('returns the value of a successful envelope', () => {
    expect(unwrap({ success: true, message: null, value: { a: 1 } }, { status: 200, ok: true, bare: false })).toEqual({ a: 1 });
  });

  it('throws the server message of a failed envelope', () => {
    const error = thrownBy(() => unwrap({ success: false, message: 'in_incorrect_password' }, { status: 200, ok: true, bare: false }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'server', message: 'in_incorrect_password', status: 200 });
  });

  it('falls back to the error code when the server sends no message', () => {
    const error = thrownBy(() => unwrap({ success: false, errorCode: 734 }, { status: 500, ok: false, bare: false }));
    expect(error).toMatchObject({ kind: 'server', message: '734', code: '734', status: 500 });
  });

  it('returns a bare value only where allowed', () => {
    expect(unwrap([1, 2], { status: 200, ok: true, bare: true })).toEqual([1, 2]);
    expect(() => unwrap([1, 2], { status: 200, ok: true, bare: false })).toThrow(ApiError);
  });

  it('treats a failed HTTP answer without an envelope as an http error', () => {
    expect(thrownBy(() => unwrap('Bad gateway', { status: 502, ok: false, bare: true }))).toMatchObject({ kind: 'http', status: 502 });
  });

  it('recognises envelopes by their boolean success', () => {
    expect(isEnvelope({ success: true })).toBe(true);
    expect(isEnvelope({ success: 'true' })).toBe(false);
    expect(isEnvelope([])).toBe(false);
    expect(isEnvelope(null)).toBe(false);
  });
});
