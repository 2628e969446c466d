/** Steps that divide an hour and a day, so runs stay evenly spaced across the boundary. */
const MINUTE_STEPS = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30];
const HOUR_STEPS = [1, 2, 3, 4, 6, 8, 12];

/**
 * The cron expression pg-boss schedules a job with when it should run every `seconds`
 * (docs/decisions.md#jobs). pg-boss sends at most one job per schedule a minute, so the
 * interval is rounded up to whole minutes, then to a step that divides the hour (or, past
 * half an hour, to whole hours dividing the day): never more often than configured.
 */
export function cronEvery(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) throw new RangeError(`no cadence for ${seconds} seconds`);
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 1) return '* * * * *';
  const minuteStep = MINUTE_STEPS.find((step) => step >= minutes);
  if (minuteStep) return `*/${minuteStep} * * * *`;
  const hours = Math.ceil(seconds / 3600);
  if (hours <= 1) return '0 * * * *';
  const hourStep = HOUR_STEPS.find((step) => step >= hours);
  if (hourStep) return `0 */${hourStep} * * *`;
  return '0 0 * * *';
}
