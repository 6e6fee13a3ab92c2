import { fireEvent, screen } from '@testing-library/react';
import { fakeHttp, renderPage } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';
import { UploadList } from './UploadList';
import type { UploadItem } from './uploadStore';

const base = { name: 'hoadon.jpg', kind: 'invoice', size: 1000, mime: 'image/jpeg' };
const items: UploadItem[] = [
  { ...base, localId: 'a', bytesSent: 0, state: 'queued' },
  { ...base, localId: 'b', bytesSent: 420, state: 'uploading' },
  { ...base, localId: 'c', bytesSent: 600, state: 'offline' },
  { ...base, localId: 'd', bytesSent: 1000, state: 'verifying' },
  { ...base, localId: 'e', bytesSent: 300, state: 'failed', error: 'upload.network', canRetry: true },
  { ...base, localId: 'f', bytesSent: 0, state: 'failed', error: 'claims.fileType', canRetry: false },
  { ...base, localId: 'g', bytesSent: 0, state: 'failed', error: 'claims.fileTooLarge', errorData: { max: '10 MB' }, canRetry: false },
];

const texts = {
  en_US: {
    queued: 'Waiting to upload…',
    uploading: 'Uploading… 42%',
    offline: 'Paused: no connection. It resumes by itself when you are back online (60% kept)',
    verifying: 'Checking the file…',
    network: 'The upload was interrupted. Tap Retry to continue from where it stopped',
    fileType: 'Only JPEG, PNG, WebP, HEIC images and PDF documents are accepted',
    tooLarge: 'The file is too large (10 MB at most)',
    banner: 'You are offline. Your uploads are paused and will continue from where they stopped.',
    retry: 'Retry',
    remove: 'Remove',
  },
  vi_VN: {
    queued: 'Đang chờ tải lên…',
    uploading: 'Đang tải lên… 42%',
    offline: 'Tạm dừng: mất kết nối. Sẽ tự tiếp tục khi có mạng trở lại (đã giữ 60%)',
    verifying: 'Đang kiểm tra tệp…',
    network: 'Việc tải lên bị gián đoạn. Nhấn Thử lại để tiếp tục từ chỗ đã dừng',
    fileType: null,
    tooLarge: null,
    banner: 'Bạn đang ngoại tuyến. Các tệp đang tải lên được tạm dừng và sẽ tiếp tục từ chỗ đã dừng.',
    retry: 'Thử lại',
    remove: 'Xóa',
  },
} as const;

describe.each(['en_US', 'vi_VN'] as const)('UploadList in %s', (language) => {
  const x = texts[language];

  test('every state has its translated text, progress and actions', () => {
    const retried: string[] = [];
    const removed: string[] = [];
    renderPage(remote, <UploadList items={items} onRetry={(id) => retried.push(id)} onRemove={(id) => removed.push(id)} />, { http: fakeHttp({}), language: language });
    const rows = screen.getAllByTestId('doc-pending');
    expect(rows.map((r) => r.getAttribute('data-state'))).toEqual(['queued', 'uploading', 'offline', 'verifying', 'failed', 'failed', 'failed']);
    expect(rows.map((r) => r.getAttribute('data-percent'))).toEqual(['0', '42', '60', '100', '30', '0', '0']);
    const status = screen.getAllByTestId('upload-status').map((s) => s.textContent);
    expect(status).toEqual([x.queued, x.uploading, x.offline, x.verifying]);
    const errors = screen.getAllByTestId('upload-error').map((s) => s.textContent);
    expect(errors[0]).toBe(x.network);
    if (x.fileType) expect(errors[1]).toBe(x.fileType);
    if (x.tooLarge) expect(errors[2]).toBe(x.tooLarge);
    // Common-namespace errors are translated too (never the raw key).
    expect(errors.every((e) => e && !/^(claims|upload|error)\./.test(e))).toBe(true);
    expect(screen.getByTestId('upload-offline-banner').textContent).toBe(x.banner);
    // Retry only where resending can help; remove everywhere.
    const retry = screen.getAllByTestId('upload-retry');
    expect(retry).toHaveLength(1);
    expect(retry[0].textContent).toBe(x.retry);
    fireEvent.click(retry[0]);
    expect(retried).toEqual(['e']);
    const remove = screen.getAllByTestId('upload-remove');
    expect(remove).toHaveLength(items.length);
    expect(remove[0].textContent).toBe(x.remove);
    fireEvent.click(remove[6]);
    expect(removed).toEqual(['g']);
  });

  test('no banner while online, nothing at all without uploads', () => {
    const { container } = renderPage(remote, <UploadList items={[]} onRetry={() => undefined} onRemove={() => undefined} />, { http: fakeHttp({}), language: language });
    expect(container.querySelector('[data-testid="upload-list"]')).toBeNull();
    renderPage(remote, <UploadList items={[items[1]]} onRetry={() => undefined} onRemove={() => undefined} />, { http: fakeHttp({}), language: language });
    expect(screen.queryByTestId('upload-offline-banner')).toBeNull();
  });
});
