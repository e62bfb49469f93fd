import { hideSpinner, showSpinner, spinnerSlice } from './spinnerSlice';

describe('spinner slice', () => {
  it('is hidden by default, shows and hides', () => {
    const initial = spinnerSlice.reducer(undefined, { type: 'init' });
    expect(initial).toEqual({ visible: false });
    const shown = spinnerSlice.reducer(initial, showSpinner());
    expect(shown.visible).toBe(true);
    expect(spinnerSlice.reducer(shown, hideSpinner()).visible).toBe(false);
  });
});
