/**
 * The local ports of the API and the identity emulator, written once (localPorts.json): the browser, the API's
 * default and the start scripts (scripts/ports.mjs) read them. A second copy moves every port by one offset, a
 * whole number of hundreds, so that a page tells its copy by its own port.
 */
import APP_PORTS from '../../../tooling/webpack/ports.json';
import SERVICE_PORTS from './localPorts.json';

export const LOCAL_API_PORT: number = SERVICE_PORTS.api;
export const LOCAL_IDENTITY_PORT: number = SERVICE_PORTS.identity;

/** Copies are this far apart; every app's port lies within this distance above the shell's. */
export const PORT_OFFSET_STEP = 100;

/** The offset of the copy a local page belongs to, from the page's port: 0 for a port outside every copy's range. */
export const portOffsetOf = (pagePort: number): number => {
  const above = pagePort - APP_PORTS.shell;
  return Number.isInteger(above) && above >= 0 ? above - (above % PORT_OFFSET_STEP) : 0;
};
