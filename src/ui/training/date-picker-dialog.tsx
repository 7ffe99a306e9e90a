import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { dayNumber, type IsoDate } from '../../rules/form/calendar-date';
import type { Translate } from '../../core/i18n/messages';
import { ModalDialog } from '../dialog/modal-dialog';
import { addMonths, isoDate, monthWeeks, movedDate, partsOf, weekdayOf } from './calendar-month';
import type { TrainingDialogTextKey } from './training-dialog.messages';
import { dateTimeFormat } from '../../rules/format/intl-formats';

interface DatePickerDialogProps {
  open: boolean;
  title: string;
  value: string;
  earliest: IsoDate;
  locale: string;
  firstDayOfWeek: number;
  t: Translate<TrainingDialogTextKey>;
  onSelect: (date: IsoDate) => void;
  onClose: () => void;
}

/** The WAI-ARIA APG "date picker dialog"; earlier days stay focusable but disabled. */
export function DatePickerDialog(props: DatePickerDialogProps) {
  const focusRef = useRef<HTMLTableCellElement>(null);
  return (
    <ModalDialog
      open={props.open}
      title={props.title}
      onClose={props.onClose}
      className="date-picker-dialog"
      initialFocus={focusRef}
    >
      {/* Mounted while open only: each opening starts from the typed value again. */}
      {props.open && <Calendar {...props} focusRef={focusRef} />}
    </ModalDialog>
  );
}

function Calendar({
  value,
  earliest,
  locale,
  firstDayOfWeek,
  t,
  onSelect,
  onClose,
  focusRef,
}: DatePickerDialogProps & { focusRef: React.RefObject<HTMLTableCellElement | null> }) {
  const ids = useId();
  const selected = dayNumber(value.trim()) !== undefined ? value.trim() : undefined;
  const [focused, setFocused] = useState<IsoDate>(
    selected && selected >= earliest ? selected : earliest,
  );
  const [moved, setMoved] = useState(false);
  const format = useMemo(() => formatters(locale), [locale]);
  const { year, month } = partsOf(focused);
  const weeks = monthWeeks(focused, firstDayOfWeek);
  const weekdays = Array.from({ length: 7 }, (_, i) => (firstDayOfWeek + i) % 7);

  const focusDate = (date: IsoDate) => {
    setFocused(date);
    setMoved(true);
  };
  const choose = (date: IsoDate) => {
    if (date < earliest) return;
    onSelect(date);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focused);
      return;
    }
    const next = movedDate(focused, event.key, event.shiftKey, firstDayOfWeek);
    if (!next) return;
    event.preventDefault();
    focusDate(next);
  };

  return (
    <div className="date-picker">
      <div className="date-picker-header">
        <button
          type="button"
          className="month-step"
          aria-label={t('previousYear')}
          onClick={() => focusDate(addMonths(focused, -12))}
        >
          «
        </button>
        <button
          type="button"
          className="month-step"
          aria-label={t('previousMonth')}
          onClick={() => focusDate(addMonths(focused, -1))}
        >
          ‹
        </button>
        <h3 id={`${ids}-month`} className="month-heading" aria-live="polite">
          {format.month.format(utc(isoDate(year, month, 1)))}
        </h3>
        <button
          type="button"
          className="month-step"
          aria-label={t('nextMonth')}
          onClick={() => focusDate(addMonths(focused, 1))}
        >
          ›
        </button>
        <button
          type="button"
          className="month-step"
          aria-label={t('nextYear')}
          onClick={() => focusDate(addMonths(focused, 12))}
        >
          »
        </button>
      </div>
      <table role="grid" aria-labelledby={`${ids}-month`} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdays.map((weekday) => {
              // 2023-01-01 was a Sunday: its week gives every weekday's name.
              const sample = utc(isoDate(2023, 1, 1 + weekday));
              return (
                <th key={weekday} scope="col" abbr={format.weekdayLong.format(sample)}>
                  {format.weekdayShort.format(sample)}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((date, index) => {
                if (!date) return <td key={`blank-${index}`} />;
                const isFocused = date === focused;
                const disabled = date < earliest;
                return (
                  <td
                    key={date}
                    ref={
                      isFocused
                        ? (cell) => {
                            focusRef.current = cell;
                            // After a key or a month button, the keyboard follows the focused day.
                            if (cell && moved && cell.ownerDocument.activeElement !== cell)
                              cell.focus();
                          }
                        : undefined
                    }
                    tabIndex={isFocused ? 0 : -1}
                    data-date={date}
                    aria-selected={date === selected}
                    aria-disabled={disabled || undefined}
                    aria-label={format.day.format(utc(date))}
                    className={
                      weekdayOf(date) === 0 || weekdayOf(date) === 6 ? 'weekend' : undefined
                    }
                    onClick={() => {
                      setFocused(date);
                      choose(date);
                    }}
                  >
                    {partsOf(date).day}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="field-hint">
        {t('pickerHint', { earliest: format.day.format(utc(earliest)) })}
      </p>
      <div className="dialog-actions">
        <button type="button" className="button-secondary" onClick={onClose}>
          {t('cancel')}
        </button>
      </div>
    </div>
  );
}

const utc = (date: IsoDate) => new Date(`${date}T00:00:00Z`);

function formatters(locale: string) {
  const options = (o: Intl.DateTimeFormatOptions) =>
    dateTimeFormat(locale, { ...o, timeZone: 'UTC' });
  return {
    month: options({ month: 'long', year: 'numeric' }),
    weekdayShort: options({ weekday: 'short' }),
    weekdayLong: options({ weekday: 'long' }),
    day: options({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  };
}
