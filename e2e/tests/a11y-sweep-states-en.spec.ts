import { defineStateSweep } from '../support/a11yStateSweep';

/** The accessibility sweep of forms sent empty, drafts, toasts, offline and searches, in English (support/a11yStateSweep.ts says what it audits). */
defineStateSweep('en_US');
