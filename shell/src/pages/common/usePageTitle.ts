import { setPageTitle, useAppDispatch } from '@qa/shared';
import { useEffect } from 'react';

/** Puts the page's (translated) title into the page slice; the layout shows it in the browser tab. */
export const usePageTitle = (title: string): void => {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(setPageTitle(title));
  }, [dispatch, title]);
};
