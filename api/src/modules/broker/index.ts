/** The broker portal's module (docs/portals.md "Brokers"). */
export { brokerModule } from './routes';
