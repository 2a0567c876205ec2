import type {
  MAX_HOURLY_RANGE_DAYS as WORKER_MAX_HOURLY_RANGE_DAYS,
  MAX_REPORT_RANGE_DAYS as WORKER_MAX_REPORT_RANGE_DAYS,
  REPORT_GRANULARITIES as WORKER_REPORT_GRANULARITIES,
  REPORT_RANGES as WORKER_REPORT_RANGES,
} from '../../worker/insights/insights-types';

/**
 * The insights contract's values (worker/insights/insights-types.ts). The
 * client may import only types from the worker (eslint.config.js), so each
 * copy is annotated with the worker's type and fails to compile if they drift.
 */
export const REPORT_RANGES: typeof WORKER_REPORT_RANGES = ['7d', '30d', '12m', 'custom'];
export const REPORT_GRANULARITIES: typeof WORKER_REPORT_GRANULARITIES = ['hour', 'day', 'week', 'month'];
export const MAX_HOURLY_RANGE_DAYS: typeof WORKER_MAX_HOURLY_RANGE_DAYS = 31;
export const MAX_REPORT_RANGE_DAYS: typeof WORKER_MAX_REPORT_RANGE_DAYS = 731;
