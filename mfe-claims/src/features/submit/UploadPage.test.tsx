import { screen } from '@testing-library/react';
import { resetSessionChannelForTests } from '@sencare/shared/channel';
import { fakeHttp, renderRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { OPTIONS } from '../../test/wizardFixtures';
import en from '../../i18n/en.json';
import vi from '../../i18n/vi.json';
import { disposeUploadManagers } from '../../components/uploads/uploadManager';

beforeEach(() => resetSessionChannelForTests());
afterEach(() => { disposeUploadManagers(); window.localStorage.clear(); });

// The spec's /pages/MultiUploadsn/MultiUploadsn (the shell maps it to #/claims/upload).
test.each([['en_US', en], ['vi_VN', vi]] as const)('#/claims/upload is a multi-upload page for the unfinished claim, not a redirect (%s)', async (lang, texts) => {
  const http = fakeHttp({ '/claims/form-options': OPTIONS, '/claims/drafts/current': null });
  renderRoute(remote, '/claims/upload', { http, language: lang });
  const page = await screen.findByTestId('claims-upload-page');
  expect(page.textContent).toContain(texts.upload.pageHint);
  expect(screen.getByTestId('doc-input')).toBeTruthy();
  expect(screen.getByTestId('doc-camera').textContent).toBe(texts.wizard.takePhoto);
  expect(screen.getByTestId('upload-continue').textContent).toBe(texts.upload.continueClaim);
  expect(window.location.hash).toBe('#/claims/upload');
});
