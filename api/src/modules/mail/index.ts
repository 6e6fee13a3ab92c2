/** The mail module's public surface: the mailer every module sends through, and the dev routes' code reader. */
export { codeIn, createMailer, type Mail, type Mailer } from './mailer';
