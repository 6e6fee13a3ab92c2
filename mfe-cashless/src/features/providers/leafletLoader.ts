// Loaded only through import() so Leaflet (~40 KB gz) and its CSS reach the page on map routes
// and in the home parcel, never with the rest of the remote.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

export default L;
