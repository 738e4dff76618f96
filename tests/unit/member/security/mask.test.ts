import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile, maskName } from '@/lib/mask';

describe('maskName', () => {
  it('keeps the first letter of each word', () => {
    expect(maskName('Juan Dela Cruz')).toBe('J*** D*** C***');
    expect(maskName('  Maria   Santos ')).toBe('M**** S*****');
  });

  it('gives a short word at least two stars and counts letters, not UTF-16 units', () => {
    expect(maskName('Li Wu')).toBe('L** W**');
    expect(maskName('Ñoño')).toBe('Ñ***');
    expect(maskName('𝒜bc')).toBe('𝒜**');
  });

  it('leaves an empty or already masked name as it is', () => {
    expect(maskName('')).toBe('');
    expect(maskName('J*** D*** C***')).toBe('J*** D*** C***');
  });
});

describe('maskMobile', () => {
  it('shows the first three and last three digits', () => {
    expect(maskMobile('9171234567')).toBe('917****567');
    expect(maskMobile('+63 917-123-4567')).toBe('639****567');
  });

  it('shows only the last two digits of a short number', () => {
    expect(maskMobile('1234567')).toBe('*****67');
    expect(maskMobile('123')).toBe('****23');
  });

  it('leaves an already masked number and gives nothing for no digits', () => {
    expect(maskMobile('917****567')).toBe('917****567');
    expect(maskMobile('abc')).toBe('');
    expect(maskMobile('')).toBe('');
  });
});

describe('maskEmail', () => {
  it('keeps two characters of the local part and the domain', () => {
    expect(maskEmail('member01@example.com')).toBe('me***@example.com');
    expect(maskEmail('me@example.com')).toBe('m***@example.com');
    expect(maskEmail('a@b.co')).toBe('a***@b.co');
  });

  it('uses the last @ and handles text without one', () => {
    expect(maskEmail('"a@b"@example.com')).toBe('"a***@example.com');
    expect(maskEmail('nobody')).toBe('n***');
  });

  it('leaves an already masked address', () => {
    expect(maskEmail('me***@example.com')).toBe('me***@example.com');
  });
});
