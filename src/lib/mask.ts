/**
 * Masking of personal details shown back to the member (security centre, bank cards). Each helper leaves a value the
 * server already masked (it holds a `*`) as it is, so the page can pass through what the platform sends.
 */

const isMasked = (value: string) => value.includes('*');

/** "Juan Dela Cruz" → "J*** D*** C***": each word's first letter, then at least two stars (one per further letter). */
export function maskName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '' || isMasked(trimmed)) return trimmed;
  return trimmed
    .split(/\s+/)
    .map((word) => {
      const letters = [...word];
      return `${letters[0]}${'*'.repeat(Math.max(2, letters.length - 1))}`;
    })
    .join(' ');
}

/** "9171234567" → "917****567": the first three and last three digits; seven digits or fewer keep only the last two. */
export function maskMobile(mobile: string): string {
  const trimmed = mobile.trim();
  if (trimmed === '' || isMasked(trimmed)) return trimmed;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length === 0) return '';
  if (digits.length <= 7) return `${'*'.repeat(Math.max(4, digits.length - 2))}${digits.slice(-2)}`;
  return `${digits.slice(0, 3)}****${digits.slice(-3)}`;
}

/** "member@example.com" → "me***@example.com": two characters of the local part (one when it is that short). */
export function maskEmail(email: string): string {
  const trimmed = email.trim();
  if (trimmed === '' || isMasked(trimmed)) return trimmed;
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return `${[...trimmed].slice(0, 1).join('')}***`;
  const local = Array.from(trimmed.slice(0, at));
  const keep = local.length > 2 ? 2 : 1;
  return `${local.slice(0, keep).join('')}***${trimmed.slice(at)}`;
}
