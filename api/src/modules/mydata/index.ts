/**
 * The "My data" module's public surface (docs/privacy.md "My data"): the module, the archive
 * worker and its limits, and the sections list other teams add their data to.
 */
export { myDataModule } from './routes';
export { ExportService, ARCHIVE_HOURS, LINK_MINUTES } from './exports';
export { ExportWorker, MAX_ATTEMPTS, STALE_MS } from './worker';
export { RequestsService, ACKNOWLEDGE_WORKING_DAYS, DONE_WORKING_DAYS } from './requests';
export { addWorkingDays } from './workdays';
export { SECTIONS, type ExportSection } from './sections';
