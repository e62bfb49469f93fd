import { act } from '@testing-library/react';

/**
 * Lets the calls a render started answer and the page show it: server state goes through RTK Query, whose store
 * updates reach the components on the next animation frame, after several promise steps.
 */
export const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
