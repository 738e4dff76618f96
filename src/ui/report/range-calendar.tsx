import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DayPicker, type DateRange } from 'react-day-picker';
import 'react-day-picker/style.css';
import { dayOf, dayToDate, isDay, type DayRange } from '@/lib/date-range';

export interface RangeCalendarProps {
  /** The range being chosen (either end may be missing while choosing). */
  range: Partial<DayRange>;
  onChange: (range: Partial<DayRange>) => void;
  /** Earliest and latest days that can be picked (`YYYY-MM-DD`). */
  minDay: string;
  maxDay: string;
  /** Accessible name of the calendar grid's region. */
  label: string;
}

/** The custom range calendar (react-day-picker in range mode); loaded lazily, only on record screens. */
export default function RangeCalendar({ range, onChange, minDay, maxDay, label }: RangeCalendarProps) {
  const { t } = useTranslation();
  const selected: DateRange | undefined = isDay(range.from)
    ? { from: dayToDate(range.from), to: isDay(range.to) ? dayToDate(range.to) : undefined }
    : undefined;
  return (
    <div className="report-calendar">
      <DayPicker
        mode="range"
        selected={selected}
        onSelect={(next) => onChange({ from: next?.from ? dayOf(next.from) : undefined, to: next?.to ? dayOf(next.to) : undefined })}
        defaultMonth={selected?.to ?? selected?.from ?? dayToDate(maxDay)}
        startMonth={dayToDate(minDay)}
        endMonth={dayToDate(maxDay)}
        disabled={[{ before: dayToDate(minDay) }, { after: dayToDate(maxDay) }]}
        weekStartsOn={1}
        // Month and weekday names in the site's language (dayjs); a day's name starts with its number, which is the
        // button's visible text (axe: label-content-name-mismatch).
        formatters={{
          formatCaption: (month) => dayjs(month).format('MMMM YYYY'),
          formatWeekdayName: (weekday) => dayjs(weekday).format('dd'),
        }}
        labels={{
          labelDayButton: (date, modifiers) =>
            [dayjs(date).format('D MMMM YYYY, dddd'), modifiers.today && t('report_calendar_today'), modifiers.selected && t('report_calendar_selected')]
              .filter(Boolean)
              .join(', '),
        }}
        aria-label={label}
      />
    </div>
  );
}
