import { Alert, Card } from 'antd';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { AdminOverviewDocument } from '../../__generated__/graphql';
import { LoadingState } from '../../components/loading-state';
import { errorMessage } from '../../lib/error-message';
import { chartDays, chartSummary, overviewFigures } from './overview-figures';
import './overview-screen.css';

const OrdersRefundsChart = lazy(() => import('./orders-refunds-chart'));

// The console's landing: the shop's figures, each a link to the list behind it, and the
// last thirty days of orders and refunds.
export function OverviewScreen() {
  const { data, error } = useQuery(AdminOverviewDocument, { fetchPolicy: 'cache-and-network' });
  const overview = data?.admin.overview;

  return (
    <section className="overview-screen">
      <h1>Overview</h1>
      {error && !overview && <Alert type="error" showIcon title={errorMessage(error)} />}
      {!overview && !error && <LoadingState label="Loading the overview" />}
      {overview && (
        <>
          <ul className="overview-screen__figures" aria-label="The shop now">
            {overviewFigures(overview).map((figure) => (
              <li key={figure.key}>
                <Link to={figure.to} className="overview-screen__figure">
                  <span className="overview-screen__label">{figure.label}</span>
                  <span className="overview-screen__value">{figure.value}</span>
                  {figure.detail && <span className="overview-screen__detail">{figure.detail}</span>}
                </Link>
              </li>
            ))}
          </ul>
          <Card title={<h2 className="overview-screen__chart-title">Orders and refunds per day</h2>}>
            <Suspense fallback={<LoadingState label="Loading the chart" />}>
              <OrdersRefundsChart days={chartDays(overview.days)} summary={chartSummary(overview.days)} />
            </Suspense>
          </Card>
        </>
      )}
    </section>
  );
}
