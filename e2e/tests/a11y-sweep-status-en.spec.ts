import { defineStatusSweep } from '../support/a11yStatusSweep';

/** The accessibility sweep with data in every status, in English (support/a11yStatusSweep.ts says what it audits). */
defineStatusSweep('en_US');
