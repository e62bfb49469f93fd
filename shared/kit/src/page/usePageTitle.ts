import { useEffect } from 'react';
import { setPageTitle, useAppDispatch } from '@qa/shared';

/** Puts a page's (localized) title into the page slice, when `apply`; the shell turns it into the tab title. */
export const usePageTitle = (title: string, apply = true): void => {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (apply) dispatch(setPageTitle(title));
  }, [dispatch, title, apply]);
};
