import { createSlice } from '@reduxjs/toolkit';
import { rootReducer } from './rootReducer';
import { makeStore } from './store';

describe('root reducer', () => {
  it('holds the five static slices of SPEC §3', () => {
    expect(Object.keys(makeStore().getState()).sort()).toEqual([
      'account',
      'challenge',
      'language',
      'page',
      'spinner',
    ]);
  });

  it('accepts a slice injected later, as a remote does', () => {
    const store = makeStore();
    const remoteSlice = createSlice({
      name: 'remoteDemo',
      initialState: { hits: 0 },
      reducers: { hit: (s) => void (s.hits += 1) },
    });
    remoteSlice.injectInto(rootReducer);
    store.dispatch(remoteSlice.actions.hit());
    // The demo slice is not declared in LazyLoadedSlices, so read it untyped.
    expect((store.getState() as Record<string, unknown>).remoteDemo).toEqual({ hits: 1 });
  });
});
