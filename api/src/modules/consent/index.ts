/** The consent module's public surface: the service (login asks it what is due, the behaviour log whether analytics is given). */
export { ConsentService } from './service';
export { analyticsGiven, consentHistory } from './answers';
export { PURPOSES, textOf } from './purposes';
