import { stopAll } from './support/servers';

export default async function globalTeardown() {
  await stopAll();
}
