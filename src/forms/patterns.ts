import { i18n } from '@/i18n';
import patternList from '../../schemas/patterns.json';

/** One of the 18 pattern kinds of SPEC §5, in the platform's numbering. */
export interface PatternKind {
  id: number;
  /** What the pattern accepts, in plain words (documentation only; shown text comes from `messageKey`). */
  kind: string;
  /** Regular expression source, valid with the `u` flag (the same source Ajv compiles). */
  regex: string;
  /** i18n key of the hint and error text, with `(min)` and `(max)` placeholders. */
  messageKey: string;
}

/** The pattern kinds, indexed by id (0–17). */
export const patterns: readonly PatternKind[] = patternList;

/** The server's field validation rule (SPEC §3); the platform sometimes omits `enabled`/`required` or sends ids as strings. */
export interface FieldRule {
  enabled?: boolean;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  patternId?: number | string;
  /** `'*'` matches anything; otherwise the pattern of `patternId` applies. */
  acceptedPattern?: string;
}

/** The pattern kind for a rule's `patternId`, or undefined when the id is missing or unknown. */
export function patternById(id: number | string | undefined): PatternKind | undefined {
  if (id === undefined || id === '') return undefined;
  const n = Number(id);
  return Number.isInteger(n) ? patterns.find((p) => p.id === n) : undefined;
}

const compiled = new Map<string, RegExp>();

/** A cached `u`-flag RegExp for a pattern source. */
export function regExpOf(source: string): RegExp {
  let re = compiled.get(source);
  if (!re) {
    re = new RegExp(source, 'u');
    compiled.set(source, re);
  }
  return re;
}

/** The regex source a rule imposes, or undefined when anything goes (`acceptedPattern: '*'`, or no known pattern). */
export function rulePattern(rule: FieldRule): string | undefined {
  if (rule.acceptedPattern === '*') return undefined;
  return patternById(rule.patternId)?.regex;
}

/** Whether `value` satisfies a rule's pattern and length bounds (counted in code points, as Ajv counts). */
export function matchesRule(rule: FieldRule, value: string): boolean {
  const length = [...value].length;
  if (rule.minLength !== undefined && length < rule.minLength) return false;
  if (rule.maxLength !== undefined && length > rule.maxLength) return false;
  const source = rulePattern(rule);
  return source === undefined || regExpOf(source).test(value);
}

const RANGE = /\(min\)\s*-\s*\(max\)/g;

/**
 * Fills `(min)` and `(max)` in a hint; a `(min) - (max)` range becomes one number when both are equal.
 * A missing bound reads as 0 (min) or ∞ (max), so the text never shows a raw placeholder.
 */
export function fillBounds(text: string, min: number | undefined, max: number | undefined): string {
  const lo = String(min ?? 0);
  const hi = max === undefined ? '∞' : String(max);
  const collapsed = min !== undefined && min === max ? text.replace(RANGE, lo) : text;
  return collapsed.replaceAll('(min)', lo).replaceAll('(max)', hi);
}

/** i18n key of a rule's hint (`reg_pattern_<id>`), or undefined when the rule names no known pattern. */
export function hintKey(rule: FieldRule): string | undefined {
  return patternById(rule.patternId)?.messageKey;
}

/**
 * The hint under a field for a rule: `reg_pattern_<patternId>` translated, with (min)/(max) filled in.
 * `translate` defaults to the app's i18n instance in its current language; a component passes its `t`.
 */
export function hintText(rule: FieldRule, translate: (key: string) => string = (key) => i18n.t(key)): string {
  const key = hintKey(rule);
  return key ? fillBounds(translate(key), rule.minLength, rule.maxLength) : '';
}
