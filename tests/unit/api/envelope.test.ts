import { describe, expect, it } from 'vitest';
import { ApiError, isEnvelope, unwrap } from '@/api/envelope';

describe('unwrap', () => {
  it('returns the value of a successful envelope', () => {
    expect(unwrap({ success: true, message: null, value: { a: 1 } }, { status: 200, ok: true, bare: false })).toEqual({ a: 1 });
  });

  it('throws the server message of a failed envelope', () => {
    try {
      unwrap({ success: false, message: 'in_incorrect_password' }, { status: 200, ok: true, bare: false });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'server', message: 'in_incorrect_password', status: 200 });
    }
  });

  it('falls back to the error code when the server sends no message', () => {
    try {
      unwrap({ success: false, errorCode: 734 }, { status: 500, ok: false, bare: false });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ kind: 'server', message: '734', code: '734', status: 500 });
    }
  });

  it('returns a bare value only where allowed', () => {
    expect(unwrap([1, 2], { status: 200, ok: true, bare: true })).toEqual([1, 2]);
    expect(() => unwrap([1, 2], { status: 200, ok: true, bare: false })).toThrow(ApiError);
  });

  it('treats a failed HTTP answer without an envelope as an http error', () => {
    try {
      unwrap('Bad gateway', { status: 502, ok: false, bare: true });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ kind: 'http', status: 502 });
    }
  });

  it('recognises envelopes by their boolean success', () => {
    expect(isEnvelope({ success: true })).toBe(true);
    expect(isEnvelope({ success: 'true' })).toBe(false);
    expect(isEnvelope([])).toBe(false);
    expect(isEnvelope(null)).toBe(false);
  });
});
