/** The policies module's public surface: today's date in Vietnam, which coverage and GOP dates count from. */
export { vietnamToday } from './service';
