import { Alert, Card, Statistic } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { AdminOverviewDocument } from '../../__generated__/graphql';
import { LoadingState } from '../../components/loading-state';
import { errorMessage } from '../../lib/error-message';
import { usePermissions } from '../../lib/staff-access';
import { chartDays, chartSummary, overviewFigures, type OverviewFigure } from './overview-figures';
import { periodFigures, revenueDays, revenueSummary } from './period-figures';
import { lastDays, PeriodPicker, type Period } from './period-picker';
import { LevelsTable, TopGroupsTable } from './period-tables';
import './overview-screen.css';

const OrdersRefundsChart = lazy(() => import('./orders-refunds-chart'));
const RevenueChart = lazy(() => import('./revenue-chart'));

/** The period the Overview opens with: the last 30 days, as the API's default. */
const DEFAULT_DAYS = 30;

// The console's landing: the shop's figures now, each a link to the list behind it (a
// figure whose list the role does not open is shown without its link), then the owner's
// figures over a chosen period (docs/decisions.md "The figures overview").
export function OverviewScreen() {
  const { can, canAny } = usePermissions();
  const [period, setPeriod] = useState<Period>(() => lastDays(DEFAULT_DAYS));
  const { data, previousData, error } = useQuery(AdminOverviewDocument, {
    variables: period,
    fetchPolicy: 'cache-and-network',
  });
  const overview = (data ?? previousData)?.admin.overview;

  return (
    <section className="overview-screen">
      <h1>Overview</h1>
      {error && <Alert type="error" showIcon title={errorMessage(error)} />}
      {!overview && !error && <LoadingState label="Loading the overview" />}
      {overview && (
        <>
          <ul className="overview-screen__figures" aria-label="The shop now">
            {overviewFigures(overview).map((figure) => (
              <li key={figure.key}>
                {canAny(figure.opensWith) ? (
                  <Link to={figure.to} className="overview-screen__figure">
                    <FigureText figure={figure} />
                  </Link>
                ) : (
                  <div className="overview-screen__figure">
                    <FigureText figure={figure} />
                  </div>
                )}
              </li>
            ))}
          </ul>
          <div className="overview-screen__period-bar">
            <h2 className="overview-screen__section-title">
              Figures from {overview.from} to {overview.to} (UTC)
            </h2>
            <PeriodPicker value={period} onChange={setPeriod} />
          </div>
          <ul className="overview-screen__figures" aria-label="The period's figures">
            {periodFigures(overview).map((figure) => (
              <li key={figure.key}>
                <Card className="overview-screen__stat">
                  <Statistic title={figure.label} value={figure.value} />
                  {figure.detail && <span className="overview-screen__detail">{figure.detail}</span>}
                </Card>
              </li>
            ))}
          </ul>
          <div className="overview-screen__charts">
            <Card title={<h2 className="overview-screen__chart-title">GMV and net revenue per day</h2>}>
              <Suspense fallback={<LoadingState label="Loading the chart" />}>
                <RevenueChart days={revenueDays(overview.days)} summary={revenueSummary(overview)} />
              </Suspense>
            </Card>
            <Card title={<h2 className="overview-screen__chart-title">Orders and refunds per day</h2>}>
              <Suspense fallback={<LoadingState label="Loading the chart" />}>
                <OrdersRefundsChart days={chartDays(overview.days)} summary={chartSummary(overview.days)} />
              </Suspense>
            </Card>
          </div>
          <div className="overview-screen__tables">
            <Card title={<h2 className="overview-screen__chart-title">Groups by price level</h2>}>
              <LevelsTable levels={overview.groupFill.levels} />
            </Card>
            <Card title={<h2 className="overview-screen__chart-title">Top groups by GMV</h2>}>
              <TopGroupsTable groups={overview.topGroups} canOpen={can('GROUPS_READ')} />
            </Card>
          </div>
        </>
      )}
    </section>
  );
}

function FigureText({ figure }: { figure: OverviewFigure }) {
  return (
    <>
      <span className="overview-screen__label">{figure.label}</span>
      <span className="overview-screen__value">{figure.value}</span>
      {figure.detail && <span className="overview-screen__detail">{figure.detail}</span>}
    </>
  );
}
