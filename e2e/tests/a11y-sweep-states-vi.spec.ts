import { defineStateSweep } from '../support/a11yStateSweep';

/** The accessibility sweep of forms sent empty, drafts, toasts, offline and searches, in Vietnamese (support/a11yStateSweep.ts says what it audits). */
defineStateSweep('vi_VN');
