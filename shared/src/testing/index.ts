// Test helpers for every front end's jest suites: one fake HTTP client and one way to render a page.
// Imported only by tests (never by a page), so nothing here reaches a bundle.
export * from './fakeHttp';
export * from './renderPage';
export * from './remoteDeclaration';
export * from './singleSpaHost';
export * from './signaturePad';
export * from './logout';
