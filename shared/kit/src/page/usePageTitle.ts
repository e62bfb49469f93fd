import { useEffect } from 'react';
import { setPageTitle, useAppDispatch } from '@qa/shared';

/** Puts a page's (localized) title into the page slice; the shell turns it into the tab title. */
export const usePageTitle = (title: string): void => {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(setPageTitle(title));
  }, [dispatch, title]);
};
