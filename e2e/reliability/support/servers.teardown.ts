import { test as teardown } from '@playwright/test';
import { stopAll } from '../../support/servers';

teardown('stop the product servers', stopAll);
