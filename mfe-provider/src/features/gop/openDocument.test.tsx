import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import { fakeHttp, renderRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { gop, STAFF } from '../../test/fixtures';

const withBill = gop({ documents: [{ id: 3, name: 'bill-0412.pdf', kind: 'bill', size: 2048 }] });

beforeAll(() => {
  // jsdom has no blob URLs; the open hands the fetched file to one.
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:bill'), revokeObjectURL: jest.fn() });
});

describe.each([
  ['en_US', 'Open bill-0412.pdf', 'The file could not be opened. Try again.'],
  ['vi_VN', 'Mở bill-0412.pdf', 'Không mở được tệp. Vui lòng thử lại.'],
] as const)('The hospital opens its own bill documents (%s)', (language, label, failedText) => {
  test('the document is fetched with the token and handed over under its name; a failure says so', async () => {
    let fail = true;
    const http = fakeHttp({ 'GET /provider/gops/7': () => withBill, 'GET /provider/gops/7/documents/3': () => (fail ? new ApiError(500, 'error.system', 500) : new Blob(['%PDF'], { type: 'application/pdf' })) } as never);
    const page = renderRoute(remote, '/provider/gop?id=7', { http, user: STAFF, language });
    fireEvent.click(await screen.findByRole('button', { name: label }));
    expect((await screen.findByTestId('gop-document-error-3')).textContent).toBe(failedText);
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: label }));
    await waitFor(() => expect(saved).toEqual(['bill-0412.pdf']));
    expect(screen.queryByTestId('gop-document-error-3')).toBeNull();
    click.mockRestore();
    page.cleanup();
  });
});
