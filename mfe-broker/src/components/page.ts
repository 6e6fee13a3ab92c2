import { staffPageStyles } from '@sencare/shared/ui/staffPage';
import own from './page.module.css';

/** This portal's page styles: the staff portals' sheet joined with its own rules (./page.module.css). */
export default staffPageStyles(own);
