import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { RevenueDay } from './period-figures';

interface Props {
  days: RevenueDay[];
  summary: string;
}

const dollars = (value: number) => `$${value.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
const exactDollars = (value: unknown) =>
  `$${Number(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

// GMV and net revenue per day, loaded lazily with the other chart (overview-screen.tsx):
// recharts stays in the charts' own chunk (docs/decisions.md "Operator console: Overview").
export default function RevenueChart({ days, summary }: Props) {
  return (
    <div className="overview-chart" role="img" aria-label={summary}>
      <ResponsiveContainer width="100%" height={280}>
        <LineChart data={days} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" interval="preserveStartEnd" minTickGap={16} />
          <YAxis tickFormatter={dollars} width={64} />
          <Tooltip formatter={exactDollars} />
          <Legend />
          <Line type="monotone" dataKey="gmv" name="GMV" stroke="#1f6feb" dot={false} strokeWidth={2} />
          <Line type="monotone" dataKey="net" name="Net revenue" stroke="#1a7f37" dot={false} strokeWidth={2} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
