import { defineSweep } from '../support/a11ySweep';

/** The accessibility sweep in Vietnamese (support/a11ySweep.ts says what it audits). */
defineSweep('vi_VN');
