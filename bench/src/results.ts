/** Everything one run measured: the table's rows and the details behind them, as written to the JSON file. */
import type { ApiThroughput } from './api-throughput';
import type { CriticalPath } from './critical-path';
import type { Environment } from './environment';
import type { GrowthResult } from './growth';
import type { Journeys } from './journeys';
import type { Options } from './options';
import type { PageMeasurement } from './pages-group';
import type { Row } from './rows';

export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  durationSeconds: number;
  options: Options;
  environment: Environment;
  rows: Row[];
  pages?: PageMeasurement[];
  criticalPath?: CriticalPath;
  journeys?: Journeys;
  api?: ApiThroughput;
  growth?: GrowthResult[];
}
