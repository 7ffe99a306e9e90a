import { useId, useState, type FormEvent } from 'react';
import { ORDER_STATUSES, type OrderStatus } from '../../api/orders/order.schema';
import type { Translate } from '../../core/i18n/messages';
import { filterProblem, isIsoDay, type HistoryFilter as Filter } from './history-query';
import type { OrderHistoryMessageKey } from './order-history.messages';

interface HistoryFilterProps {
  filter: Filter;
  onApply: (filter: Filter) => void;
  t: Translate<OrderHistoryMessageKey>;
  status: (status: OrderStatus) => string;
}

/** Status and days placed; a first day after the last is refused and the typed values stay. */
export function HistoryFilter({ filter, onApply, t, status }: HistoryFilterProps) {
  const id = useId();
  const [values, setValues] = useState({
    status: filter.status ?? '',
    from: filter.from ?? '',
    to: filter.to ?? '',
  });
  const [problem, setProblem] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Filter = {
      ...(values.status ? { status: ORDER_STATUSES.find((s) => s === values.status) } : {}),
      ...(isIsoDay(values.from) ? { from: values.from } : {}),
      ...(isIsoDay(values.to) ? { to: values.to } : {}),
    };
    const wrongOrder = filterProblem(next) === 'dateOrder';
    setProblem(wrongOrder);
    if (!wrongOrder) onApply(next);
  };
  const errorId = `${id}-error`;
  return (
    <form className="history-filter" aria-label={t('filter')} onSubmit={submit} noValidate>
      <div className="form-field">
        <label htmlFor={`${id}-status`}>{t('status')}</label>
        <select
          id={`${id}-status`}
          value={values.status}
          onChange={(event) => setValues({ ...values, status: event.target.value })}
        >
          <option value="">{t('anyStatus')}</option>
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {status(value)}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-from`}>{t('from')}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={values.from}
          aria-invalid={problem || undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => setValues({ ...values, from: event.target.value })}
        />
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-to`}>{t('to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={values.to}
          aria-invalid={problem || undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => setValues({ ...values, to: event.target.value })}
        />
      </div>
      <button type="submit" className="button-secondary" part="trigger">
        {t('apply')}
      </button>
      <p id={errorId} className="field-error" role="alert">
        {problem ? t('dateOrder') : ''}
      </p>
    </form>
  );
}
