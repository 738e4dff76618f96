import { describe, expect, it } from 'vitest';
import en from '../../../locales/EN/forms.json';
import ty from '../../../locales/TY/forms.json';
import { fillBounds, hintText, matchesRule, patternById, patterns, regExpOf } from '@/forms/patterns';

const SAMPLES: Record<number, { accepted: string[]; rejected: string[] }> = {
  0: { accepted: ['anything at all', '你好 123', '  !@#  '], rejected: [] },
  1: { accepted: ['member01', 'Abc', 'z9z9z9'], rejected: ['1member', '_member', 'mem ber', 'mem-ber'] },
  2: { accepted: ['张三123', '一二三', '2024年'], rejected: ['abc', '张三 123', '张三!'] },
  3: { accepted: ['a@b.co', 'first.last+tag@example.com', 'x_y@mail.example.org'], rejected: ['plain', 'a@b', '@example.com', 'a b@example.com'] },
  4: { accepted: ['abc123', 'ABC', '123'], rejected: ['abc 123', 'abc_123', 'ábc'] },
  5: { accepted: ['abc123', '1a', 'Pass2024'], rejected: ['abcdef', '123456', 'abc12!'] },
  6: { accepted: ['0', '9171234567', '123456'], rejected: ['12a', '+639171234567', '١٢٣', ' 123'] },
  7: { accepted: ['Abc123', 'ABC', 'aB1'], rejected: ['abc123', '123', 'Abc 123'] },
  8: { accepted: ['John Smith', 'Maria Clara Santos', 'Ana'], rejected: ['John3', 'José', ' John', 'John '] },
  9: { accepted: ['no-spaces', '你好', 'a!b@c'], rejected: ['has space', 'tab\there', 'nbsp\u00a0here'] },
  10: { accepted: ['你好，世界。', '中文', '《书》'], rejected: ['中文abc', '中文 中文', '123'] },
  11: { accepted: ['2024-02-29', '12-31-1999', '1990-01-01'], rejected: ['2024-13-01', '31-12-1999', '2024/01/01', '24-01-01'] },
  12: { accepted: ['Juan dela Cruz', 'José', '김 철수'], rejected: ['Juan  Cruz', 'Juan1', ' Juan'] },
  13: { accepted: ['안녕하세요', '김철수', '한'], rejected: ['안녕 하세요', 'annyeong', '안녕1'] },
  14: { accepted: ['สวัสดี', 'ภาษาไทย', 'ก'], rejected: ['สวัสดี ครับ', 'thai', 'ไทย1'] },
  15: { accepted: ['สวัสดี ครับ', 'Somchai ใจดี', 'hello world'], rejected: ['สวัสดี1', '   ', 'hello!'] },
  16: { accepted: ['JUAN DELA CRUZ', 'ABC', 'A B'], rejected: ['Juan', 'ABC1', '   '] },
  17: { accepted: ['Passw0rd!', 'abc', '#$%^&*()'], rejected: ['pass word', 'pässword', 'tab\t'] },
};

describe('patterns', () => {
  it('has the 18 kinds of SPEC §5 with ids 0–17 in order and reg_pattern_<id> keys', () => {
    expect(patterns.map((p) => p.id)).toEqual(Array.from({ length: 18 }, (_, i) => i));
    for (const p of patterns) expect(p.messageKey).toBe(`reg_pattern_${p.id}`);
  });

  it('keeps the ids the platform was seen using: 1 starts with a letter, 4 letters and digits, 6 digits only', () => {
    expect(regExpOf(patternById(1)!.regex).test('a1')).toBe(true);
    expect(regExpOf(patternById(1)!.regex).test('1a')).toBe(false);
    expect(regExpOf(patternById(4)!.regex).test('Ab12')).toBe(true);
    expect(regExpOf(patternById(4)!.regex).test('Ab1!')).toBe(false);
    expect(regExpOf(patternById(6)!.regex).test('0917')).toBe(true);
    expect(regExpOf(patternById(6)!.regex).test('09a7')).toBe(false);
  });

  for (const pattern of patterns) {
    const samples = SAMPLES[pattern.id]!;
    it(`pattern ${pattern.id} (${pattern.kind}) accepts and rejects the right values`, () => {
      const re = regExpOf(pattern.regex);
      expect(samples.accepted.length).toBeGreaterThanOrEqual(3);
      // Pattern 0 accepts any characters, so it has nothing to reject.
      expect(samples.rejected.length).toBeGreaterThanOrEqual(pattern.id === 0 ? 0 : 3);
      for (const value of samples.accepted) expect([value, re.test(value)]).toEqual([value, true]);
      for (const value of samples.rejected) expect([value, re.test(value)]).toEqual([value, false]);
    });
  }

  it('looks patterns up by numeric or string id and ignores unknown ids', () => {
    expect(patternById('6')?.id).toBe(6);
    expect(patternById(18)).toBeUndefined();
    expect(patternById(undefined)).toBeUndefined();
  });

  it("matches anything when acceptedPattern is '*', whatever the patternId", () => {
    const rule = { patternId: 6, acceptedPattern: '*' };
    expect(matchesRule(rule, 'not digits at all ✓')).toBe(true);
    expect(matchesRule({ patternId: 6, acceptedPattern: '^[0-9]+$' }, 'not digits')).toBe(false);
  });

  it('checks length bounds in characters, not UTF-16 units', () => {
    const rule = { patternId: 0, minLength: 2, maxLength: 3, acceptedPattern: '^.*$' };
    expect(matchesRule(rule, '😀😀😀')).toBe(true);
    expect(matchesRule(rule, '😀')).toBe(false);
    expect(matchesRule(rule, '😀😀😀😀')).toBe(false);
  });
});

const translate = (key: string) => (en as Record<string, string>)[key] ?? key;

describe('hintText', () => {
  it('substitutes (min) and (max) into reg_pattern_<patternId>', () => {
    expect(hintText({ patternId: 4, minLength: 6, maxLength: 12 }, translate)).toBe('6 - 12 letters and digits');
  });

  it("collapses '(min) - (max)' to one number when min equals max", () => {
    expect(hintText({ patternId: 6, minLength: 6, maxLength: 6 }, translate)).toBe('6 digits');
    expect(hintText({ patternId: 11, minLength: 10, maxLength: 10 }, translate)).toBe('A date as yyyy-MM-dd or MM-dd-yyyy (10 characters)');
  });

  it('leaves a lone (min) or (max) as its own number when they are equal', () => {
    expect(fillBounds('at least (min), at most (max)', 4, 4)).toBe('at least 4, at most 4');
    expect(fillBounds('Password must be (min)-(max) characters', 8, 8)).toBe('Password must be 8 characters');
  });

  it('is empty for a rule without a known pattern', () => {
    expect(hintText({ minLength: 1, maxLength: 5 }, translate)).toBe('');
  });

  it('has an EN and a Tagalog text with both placeholders for every pattern', () => {
    for (const p of patterns) {
      for (const texts of [en, ty] as Record<string, string>[]) {
        expect([p.messageKey, texts[p.messageKey]]).toEqual([p.messageKey, expect.stringMatching(/\(min\) - \(max\)/)]);
      }
      expect((ty as Record<string, string>)[p.messageKey]).not.toBe((en as Record<string, string>)[p.messageKey]);
    }
  });
});
