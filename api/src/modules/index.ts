import { telemetryModule } from './telemetry';
import { accessLogModule } from './access-log/routes';
import { authModule } from './auth/routes';
import { behaviorModule } from './behavior/routes';
import { biometricModule } from './biometric/routes';
import { brokerModule } from './broker';
import { cashlessModule } from './cashless/routes';
import { claimsModule } from './claims/routes';
import { consentModule } from './consent/routes';
import { customerModule } from './customer/routes';
import { devModule } from './dev/routes';
import { gopModule } from './gop/routes';
import { healthModule } from './health/routes';
import { hrModule } from './hr';
import { insurerModule } from './insurer/routes';
import { liveModule } from './live/routes';
import { messagesModule } from './messages/routes';
import { myDataModule } from './mydata';
import { pinModule } from './pin/routes';
import { policiesModule } from './policies/routes';
import { privacyModule } from './privacy/routes';
import { providerModule } from './provider/routes';
import { referenceModule } from './reference/routes';
import { retentionModule } from './retention';
import type { ApiModule } from './types';

/** Every API module, each mounted under /api. New domains (claims, policies, cashless, messages) add one line. */
export const modules: ApiModule[] = [
  healthModule,
  privacyModule,
  authModule,
  customerModule,
  consentModule,
  pinModule,
  biometricModule,
  behaviorModule,
  referenceModule,
  devModule,
  claimsModule,
  messagesModule,
  policiesModule,
  cashlessModule,
  liveModule,
  gopModule,
  providerModule,
  insurerModule,
  retentionModule,
  accessLogModule,
  myDataModule,
  telemetryModule,
  hrModule,
  brokerModule,
];
