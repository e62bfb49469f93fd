import { setImmediate, clearImmediate } from 'node:timers';
import { TextDecoder, TextEncoder } from 'node:util';
Object.assign(globalThis, { TextEncoder, TextDecoder, setImmediate, clearImmediate });
