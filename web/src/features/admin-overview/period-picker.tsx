import { DatePicker, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

// The Overview's period: a range of UTC days with presets (the last 7, 30, 90 days, today
// included), as buttons beside the range picker and inside its popup: on a phone the popup's
// two months are wider than the screen, so the buttons are what a phone uses. The API checks
// the period (in order, at most 366 days) and says what is wrong.

export type Period = { from: string; to: string };

const DAY_FORMAT = 'YYYY-MM-DD';
/** Today's UTC day: the API's days are UTC, so are the picker's. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The `days` days up to today, today included. */
export function lastDays(days: number, today = todayUtc()): Period {
  const to = dayjs(today);
  return { from: to.subtract(days - 1, 'day').format(DAY_FORMAT), to: today };
}

export const PRESET_DAYS = [7, 30, 90] as const;

export function PeriodPicker({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  const periods = PRESET_DAYS.map((days) => ({ days, label: `Last ${days} days`, period: lastDays(days) }));
  const current = periods.find(({ period }) => period.from === value.from && period.to === value.to);
  return (
    <div className="overview-screen__period-picker">
      <Radio.Group
        aria-label="Preset periods"
        optionType="button"
        value={current?.days}
        options={periods.map(({ days, label }) => ({ value: days, label }))}
        onChange={(event) => onChange(lastDays(Number(event.target.value)))}
      />
      <DatePicker.RangePicker
        aria-label="Period"
        className="overview-screen__period"
        allowClear={false}
        format={DAY_FORMAT}
        presets={periods.map(({ label, period }) => ({
          label,
          value: [dayjs(period.from), dayjs(period.to)] as [Dayjs, Dayjs],
        }))}
        value={[dayjs(value.from), dayjs(value.to)]}
        onChange={(range) => {
          const [from, to] = range ?? [];
          if (from && to) onChange({ from: from.format(DAY_FORMAT), to: to.format(DAY_FORMAT) });
        }}
      />
    </div>
  );
}
