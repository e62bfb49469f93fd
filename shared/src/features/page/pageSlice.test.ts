import { pageSlice, setPageLoading, setPageTitle } from './pageSlice';

describe('page slice', () => {
  it('starts not loading with an empty title and takes both', () => {
    const initial = pageSlice.reducer(undefined, { type: 'init' });
    expect(initial).toEqual({ loading: false, pageTitle: '' });
    const next = pageSlice.reducer(
      pageSlice.reducer(initial, setPageTitle('Addition')),
      setPageLoading(true),
    );
    expect(next).toEqual({ loading: true, pageTitle: 'Addition' });
  });
});
