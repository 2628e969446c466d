import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartDay } from './overview-figures';

interface Props {
  days: ChartDay[];
  summary: string;
}

// Orders and refunds per day. Recharts is this file's only user and the file is loaded
// lazily (overview-screen.tsx), so the library sits in a chunk of its own
// (docs/decisions.md, "Operator console: Overview").
export default function OrdersRefundsChart({ days, summary }: Props) {
  return (
    <div className="overview-chart" role="img" aria-label={summary}>
      <ResponsiveContainer width="100%" height={280}>
        <BarChart data={days} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" interval="preserveStartEnd" minTickGap={16} />
          <YAxis allowDecimals={false} width={32} />
          <Tooltip />
          <Legend />
          <Bar dataKey="orders" name="Orders" fill="#1f6feb" />
          <Bar dataKey="refunds" name="Refunds" fill="#b35900" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
