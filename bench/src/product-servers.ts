/** The product's own processes, as `pnpm start` and the end-to-end suite run them (scripts/processes.mjs). */
import { PROCESSES } from '../../scripts/processes.mjs';
import { startService, type Started } from './services';

export const startProductServers = (): Promise<Started[]> =>
  Promise.all(
    PROCESSES.map((definition) =>
      startService({
        name: definition.name,
        command: definition.command,
        cwd: definition.cwd,
        url: definition.url,
        env: 'env' in definition ? definition.env : {},
      }),
    ),
  );
