import { test as setup } from '@playwright/test';
import globalSetup from '../../global-setup';

setup('start the product servers', async () => {
  setup.setTimeout(120_000);
  await globalSetup();
});
