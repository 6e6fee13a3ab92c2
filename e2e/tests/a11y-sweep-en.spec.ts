import { test } from '@playwright/test';
import { defineSweep, shellScreensAllReachable } from '../support/a11ySweep';

/** The accessibility sweep in English (support/a11ySweep.ts says what it audits). */
test('every shell screen has a way into the sweep', shellScreensAllReachable);

defineSweep('en_US');
