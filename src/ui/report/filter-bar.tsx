import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, checkRange, DATE_PRESETS, dayOf, presetOf, presetRange, type DatePreset, type RangeProblem } from '@/lib/date-range';
import type { ReportFilters } from '@/lib/report-filters';
import type { ReportExtraFilter, ReportOption } from './types';
// The shared parts through the barrel: the first load has it already (importing the files one by one splits it).
import { Button, Spinner } from '../index';

// react-day-picker only when a member asks for a custom range.
const RangeCalendar = lazy(() => import('./range-calendar'));

export interface FilterBarProps {
  /** The filters the results show (from the address). */
  applied: ReportFilters;
  /** Applies new filters (page 1); the view writes them to the address. */
  onApply: (filters: ReportFilters) => void;
  onReset: () => void;
  /** The type select's options and label (tabs are drawn by the view instead). */
  typeSelect?: { labelKey: string; options: readonly ReportOption[] };
  extraFilters: readonly ReportExtraFilter[];
  maxRangeDays?: number;
  maxAgeDays: number;
}

/** An option's label: its i18n key translated, or its text as is. */
export function optionText(t: (key: string) => string, option: ReportOption): string {
  return option.labelKey ? t(option.labelKey) : (option.label ?? option.value);
}

/** The problem's message, translated. */
export function useRangeMessage() {
  const { t } = useTranslation();
  return (problem: RangeProblem) => t(problem.key, problem.values);
}

/**
 * The form's fields after the applied filters went from `before` to `after`: each field the change touched shows the
 * applied value, each other one keeps the person's unapplied input (an order number typed while a switch's new
 * address was still on its way is not lost).
 */
export function carryOver(before: ReportFilters, after: ReportFilters, draft: ReportFilters): ReportFilters {
  const sameRange = before.from === after.from && before.to === after.to;
  const extra: Record<string, string> = { ...after.extra };
  for (const [name, value] of Object.entries(draft.extra)) {
    if ((before.extra[name] ?? '') === (after.extra[name] ?? '')) extra[name] = value;
  }
  return {
    ...after,
    from: sameRange ? draft.from : after.from,
    to: sameRange ? draft.to : after.to,
    type: before.type === after.type ? draft.type : after.type,
    extra,
  };
}

/**
 * The filter bar: date presets (applied at once), a custom range with a calendar, the type select, the report's extra
 * filters, Search and Reset. The range is checked before anything is asked, with a message why.
 */
export function FilterBar({ applied, onApply, onReset, typeSelect, extraFilters, maxRangeDays, maxAgeDays }: FilterBarProps) {
  const { t } = useTranslation();
  const rangeMessage = useRangeMessage();
  const id = useId();
  const today = dayOf();
  const minDay = addDays(today, -maxAgeDays);
  const appliedPreset = presetOf(applied);
  const [draft, setDraft] = useState(applied);
  const [custom, setCustom] = useState(appliedPreset === 'custom');
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [problem, setProblem] = useState<RangeProblem | null>(null);

  // The address changed (Back, a preset, a switch, a reset): the form shows what changed in it (adjusted while
  // rendering), and keeps what the person typed into the other fields meanwhile.
  const [shown, setShown] = useState(applied);
  if (JSON.stringify(shown) !== JSON.stringify(applied)) {
    const next = carryOver(shown, applied, draft);
    setShown(applied);
    setDraft(next);
    setProblem(null);
    if (next.from !== draft.from || next.to !== draft.to) setCustom(appliedPreset === 'custom');
  }
  // The form is put back to what is applied: what the reset then changes in the address replaces it (`carryOver` of
  // a form equal to the address is the new address), and where the address already holds the defaults, that is all.
  const reset = () => {
    setDraft(applied);
    setProblem(null);
    setCustom(appliedPreset === 'custom');
    onReset();
  };

  const limits = { maxDays: maxRangeDays, maxAgeDays };
  const pickPreset = (preset: DatePreset) => {
    if (preset === 'custom') {
      setCustom(true);
      setCalendarOpen(true);
      return;
    }
    setCustom(false);
    setCalendarOpen(false);
    const range = presetRange(preset)!;
    const found = checkRange(range, limits);
    if (found) {
      setProblem(found);
      return;
    }
    onApply({ ...draft, ...range, page: 1 });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkRange(draft, limits);
    setProblem(found);
    if (!found) onApply({ ...draft, page: 1 });
  };

  const shownPreset = custom ? 'custom' : appliedPreset;
  const visibleExtras = extraFilters.filter((filter) => !filter.types || filter.types.includes(draft.type));
  const setExtra = (name: string, value: string) => setDraft((d) => ({ ...d, extra: { ...d.extra, [name]: value } }));
  const problemId = `${id}-problem`;

  return (
    <form className="report-filters" onSubmit={submit} noValidate aria-label={t('report_filters')}>
      <fieldset className="report-filters__presets">
        <legend className="report-filters__legend">{t('report_period')}</legend>
        {DATE_PRESETS.map((preset) => (
          <Button
            key={preset}
            size="small"
            variant={shownPreset === preset ? 'primary' : 'secondary'}
            aria-pressed={shownPreset === preset}
            onClick={() => pickPreset(preset)}
          >
            {t(`report_preset_${preset}`)}
          </Button>
        ))}
      </fieldset>
      {custom ? (
        <div className="report-filters__custom">
          <div className="report-filters__dates">
            <label className="report-filters__field">
              <span>{t('report_from')}</span>
              <input
                type="date"
                value={draft.from}
                min={minDay}
                max={today}
                aria-describedby={problem ? problemId : undefined}
                onChange={(event) => setDraft((d) => ({ ...d, from: event.target.value }))}
              />
            </label>
            <label className="report-filters__field">
              <span>{t('report_to')}</span>
              <input
                type="date"
                value={draft.to}
                min={minDay}
                max={today}
                aria-describedby={problem ? problemId : undefined}
                onChange={(event) => setDraft((d) => ({ ...d, to: event.target.value }))}
              />
            </label>
            <Button variant="ghost" size="small" aria-expanded={calendarOpen} onClick={() => setCalendarOpen((open) => !open)}>
              {calendarOpen ? t('report_calendar_hide') : t('report_calendar_show')}
            </Button>
          </div>
          {calendarOpen ? (
            <Suspense fallback={<Spinner />}>
              <RangeCalendar
                label={t('report_calendar')}
                range={draft}
                minDay={minDay}
                maxDay={today}
                onChange={(range) => setDraft((d) => ({ ...d, from: range.from ?? '', to: range.to ?? range.from ?? '' }))}
              />
            </Suspense>
          ) : null}
          {maxRangeDays ? <p className="report-filters__hint">{t('report_range_hint', { days: maxRangeDays })}</p> : null}
        </div>
      ) : null}
      {typeSelect || visibleExtras.length > 0 ? (
        <div className="report-filters__more">
          {typeSelect ? (
            <label className="report-filters__field">
              <span>{t(typeSelect.labelKey)}</span>
              <select value={draft.type} onChange={(event) => setDraft((d) => ({ ...d, type: event.target.value }))}>
                {typeSelect.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {optionText(t, option)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {visibleExtras.map((filter) => (
            <ExtraFilter
              key={filter.name}
              filter={filter}
              value={draft.extra[filter.name] ?? ''}
              onChange={(value) => setExtra(filter.name, value)}
              onApplyNow={(value) => onApply({ ...applied, extra: { ...applied.extra, [filter.name]: value }, page: 1 })}
            />
          ))}
        </div>
      ) : null}
      {problem ? (
        <p id={problemId} role="alert" className="report-filters__problem">
          {rangeMessage(problem)}
        </p>
      ) : null}
      <div className="report-filters__actions">
        <Button type="submit">{t('report_search')}</Button>
        <Button variant="secondary" onClick={reset}>
          {t('report_reset')}
        </Button>
      </div>
    </form>
  );
}

function ExtraFilter({
  filter,
  value,
  onChange,
  onApplyNow,
}: {
  filter: ReportExtraFilter;
  value: string;
  onChange: (value: string) => void;
  onApplyNow: (value: string) => void;
}) {
  const { t } = useTranslation();
  if (filter.kind === 'switch') {
    const current = value || filter.options?.[0]?.value || '';
    return (
      <fieldset className="report-filters__switch">
        <legend className="report-filters__legend">{t(filter.labelKey)}</legend>
        {filter.options?.map((option) => (
          <Button
            key={option.value}
            size="small"
            variant={current === option.value ? 'primary' : 'secondary'}
            aria-pressed={current === option.value}
            onClick={() => onApplyNow(option.value)}
          >
            {optionText(t, option)}
          </Button>
        ))}
      </fieldset>
    );
  }
  if (filter.kind === 'select')
    return (
      <label className="report-filters__field">
        <span>{t(filter.labelKey)}</span>
        <select value={value} onChange={(event) => onChange(event.target.value)}>
          {filter.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {optionText(t, option)}
            </option>
          ))}
        </select>
      </label>
    );
  return (
    <label className="report-filters__field">
      <span>{t(filter.labelKey)}</span>
      <input type="search" value={value} maxLength={filter.maxLength} onChange={(event) => onChange(event.target.value.trimStart())} />
    </label>
  );
}
